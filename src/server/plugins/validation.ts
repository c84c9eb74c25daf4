/**
 * Request validation: bodies are validated strictly (no type coercion, unknown fields refused when the
 * schema says additionalProperties: false); params and querystrings coerce strings to the declared
 * types. Ajv errors become Spanish field messages.
 * Whatever a schema allows, no validated value may carry control characters or nest too deep, and dates
 * stay within 1900-2200 (input-guard.ts); routes without a schema for their params, querystring or body
 * get the same check in a preValidation hook, so every route, present and future, refuses them.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyRequest, FastifySchema, preValidationHookHandler, RouteOptions } from 'fastify';
import { badRequest, type FieldErrors } from '../errors';
import { addRouteHook, bodylessRoute } from './route-hooks';
import { CONTROL_CHARS_MESSAGE, DATE_RANGE_MESSAGE, findInputProblem, isSaneDate, isSaneDateTime, jsonTooDeep, TOO_DEEP_MESSAGE, type InputProblem } from '../input-guard';

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
  ajv.addFormat('date', { type: 'string', validate: isSaneDate });
  ajv.addFormat('date-time', { type: 'string', validate: isSaneDateTime });
  return ajv;
}

/** An Ajv-shaped error for an input problem, so the error handler names the field like any other. */
function problemError(problem: InputProblem): ErrorObject {
  const control = problem.reason === 'control';
  return {
    keyword: control ? 'controlChars' : 'maxDepth',
    instancePath: problem.path,
    schemaPath: '#',
    params: {},
    message: control ? 'must not contain control characters' : 'is nested too deeply',
  };
}

type GuardedValidate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The schema's validator, then the input-guard walk over what it accepted. */
function guarded(validate: ValidateFunction): GuardedValidate {
  const check: GuardedValidate = (data) => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    const problem = findInputProblem(data);
    check.errors = problem ? [problemError(problem)] : null;
    return problem === null;
  };
  return check;
}

const PARTS = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['body', 'body'],
] as const;

/**
 * The input-guard check for the request parts a route declares no schema for (never the body of a GET or
 * HEAD route: Fastify reads none). A plain hook: no promise per request.
 */
function unvalidatedPartsGuard(route: RouteOptions): preValidationHookHandler | null {
  const bodyless = bodylessRoute(route);
  const parts = PARTS.filter(([part, key]) => !route.schema?.[part] && !(bodyless && key === 'body')).map(([, key]) => key);
  if (parts.length === 0) return null;
  return function inputGuard(request: FastifyRequest, _reply, done) {
    for (const key of parts) {
      const problem = findInputProblem(request[key]);
      if (problem) return done(badRequest('Los datos enviados no son válidos', ajvErrorsToFields([problemError(problem)])));
    }
    done();
  };
}

/** Fastify's JSON parser (prototype poisoning refused) behind a depth check made before parsing. */
function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string)) done(badRequest('El cuerpo de la solicitud no es válido', { _: TOO_DEEP_MESSAGE }), undefined);
    else parse(request, body as string, done);
  });
}

export function registerValidation(app: FastifyInstance): void {
  registerJsonParser(app);
  const strict = makeAjv(false);
  const coercing = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) =>
    guarded((httpPart === 'body' ? strict : coercing).compile(schema as FastifySchema & object)),
  );
  app.addHook('onRoute', (route) => {
    const guard = unvalidatedPartsGuard(route);
    if (guard) addRouteHook(route, 'preValidation', guard);
  });
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
      if (p.format === 'date' || p.format === 'date-time') return DATE_RANGE_MESSAGE;
      return p.format === 'email' ? 'Correo electrónico inválido' : 'Formato inválido';
    case 'controlChars':
      return CONTROL_CHARS_MESSAGE;
    case 'maxDepth':
      return TOO_DEEP_MESSAGE;
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
