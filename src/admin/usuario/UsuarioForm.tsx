import { Alert, Typography } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { CheckboxGroupInput, email, Loading, maxLength, required, SaveButton, SimpleForm, TextInput, Toolbar, useTranslate } from 'react-admin';
import { TELEFONO_INPUT_MAX } from '../../shared/phone';
import { useUniqueValidator } from '../common/useUniqueValidator';
import { useFormData } from './useFormData';

/** The server's refusal of the roles (unknown role, raising one's own, the last administrator of users). */
function RolesError() {
  const { errors } = useFormState();
  const translate = useTranslate();
  const error = errors.roles as { message?: string | { message?: string } } | undefined;
  const message = typeof error?.message === 'string' ? error.message : error?.message?.message;
  return message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {translate(message, { _: message })}
    </Alert>
  ) : null;
}

/** Staff members are blocked, never deleted: the toolbar only saves. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

const checklist = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, columnGap: 2 };

/** Profile and the roles checklist (areas, zones); the e-mail only at registration. */
export function UsuarioForm({ creating, record }: { creating?: boolean; record?: Record<string, unknown> }) {
  const translate = useTranslate();
  const { data } = useFormData();
  const unique = useUniqueValidator('usuario', 'email', 'resources.usuario.form.email_tomado');
  if (!data) return <Loading />;
  return (
    <SimpleForm record={record} mode="onChange" reValidateMode="onChange" toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 960 }}>
      <Typography variant="overline">{translate('resources.usuario.form.datos')}</Typography>
      {creating && <TextInput source="email" type="email" validate={[required(), email(), maxLength(180), unique]} fullWidth />}
      <TextInput source="nombre" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="apellido" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="telefono" validate={maxLength(TELEFONO_INPUT_MAX)} fullWidth />
      <Typography variant="body2" color="text.secondary">
        {translate('resources.usuario.form.roles_ayuda')}
      </Typography>
      <CheckboxGroupInput
        source="rolesArea"
        label="resources.usuario.form.roles_area"
        choices={data.roles}
        optionValue="rol"
        optionText="nombre"
        row={false}
        sx={{ '& .MuiFormGroup-root': checklist }}
      />
      <CheckboxGroupInput
        source="rolesZona"
        label="resources.usuario.form.roles_zona"
        choices={data.zonas}
        optionValue="rol"
        optionText="nombre"
        row={false}
        sx={{ '& .MuiFormGroup-root': checklist }}
      />
      <RolesError />
      {creating && <Alert severity="info">{translate('resources.usuario.form.invitacion')}</Alert>}
    </SimpleForm>
  );
}
