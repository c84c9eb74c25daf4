/**
 * Request validation: bodies are validated strictly (no type coercion, unknown fields refused when the
 * schema says additionalProperties: false); params and querystrings coerce strings to the declared
 * types. Ajv errors become Spanish field messages.
 */
import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FieldErrors } from '../errors';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

export function registerValidation(app: FastifyInstance): void {
  const strict = makeAjv(false);
  const coercing = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as FastifySchema & object),
  );
}

function fieldName(e: ErrorObject): string {
  const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (e.keyword === 'required') return base ? `${base}.${e.params.missingProperty}` : String(e.params.missingProperty);
  if (e.keyword === 'additionalProperties')
    return base ? `${base}.${e.params.additionalProperty}` : String(e.params.additionalProperty);
  return base || '_';
}

function message(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return 'Este campo es obligatorio';
    case 'additionalProperties':
      return 'Campo no permitido';
    case 'type':
      return `Debe ser de tipo ${typeName(String(p.type))}`;
    case 'minLength':
      return `Debe tener al menos ${p.limit} caracteres`;
    case 'maxLength':
      return `Debe tener como máximo ${p.limit} caracteres`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Debe ser mayor ${e.keyword === 'minimum' ? 'o igual ' : ''}a ${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Debe ser menor ${e.keyword === 'maximum' ? 'o igual ' : ''}a ${p.limit}`;
    case 'minItems':
      return `Debe tener al menos ${p.limit} elementos`;
    case 'maxItems':
      return `Debe tener como máximo ${p.limit} elementos`;
    case 'enum':
      return 'Valor no permitido';
    case 'const':
      return 'Valor no permitido';
    case 'pattern':
      return 'Formato inválido';
    case 'multipleOf':
      return `Debe ser múltiplo de ${p.multipleOf}`;
    case 'format':
      return p.format === 'email' ? 'Correo electrónico inválido' : 'Formato inválido';
    default:
      return 'Valor inválido';
  }
}

function typeName(t: string): string {
  return (
    { string: 'texto', integer: 'número entero', number: 'número', boolean: 'booleano', object: 'objeto', array: 'lista', null: 'nulo' }[
      t
    ] ?? t
  );
}

export function ajvErrorsToFields(errors: ErrorObject[]): FieldErrors {
  const out: FieldErrors = {};
  for (const e of errors) {
    const f = fieldName(e);
    out[f] ??= message(e);
  }
  return out;
}
