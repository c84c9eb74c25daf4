import { Edit, ShowButton, TopToolbar } from 'react-admin';
import { CategoriaForm } from './CategoriaForm';
import { EstatusToggleButton } from '../common/EstatusToggleButton';
import { ImagenUpload } from '../common/ImagenUpload';

function EditActions() {
  return (
    <TopToolbar>
      <EstatusToggleButton />
      <ShowButton />
    </TopToolbar>
  );
}

/** Pessimistic saves, so server field errors (409 duplicates, invalid parent) land under the inputs. */
export function CategoriaEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<EditActions />} aside={<ImagenUpload />} redirect={false}>
      <CategoriaForm />
    </Edit>
  );
}
