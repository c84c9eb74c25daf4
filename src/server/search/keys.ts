/**
 * Issues the search key of a plan: an Algolia secured API key (planRestrictions signed with the parent
 * key) made by algoliasearch's own generateSecuredApiKey, so hosted Algolia accepts it as the embedded
 * API does (credentials.ts reads it back).
 */
import type { Config } from '../config';
import { EMBEDDED_APP_ID, parentKey } from './credentials';
import { type KeyRestrictions, planRestrictions } from './key-limits';

type Generator = (restrictions: KeyRestrictions) => string;

/** The helper of algoliasearch's Node build (its browser typings, which TypeScript resolves, lack it). */
interface SecuredKeyHelper {
  generateSecuredApiKey(opts: { parentApiKey: string; restrictions: KeyRestrictions }): string;
}

const generators = new Map<string, Promise<Generator>>();
const issued = new Map<string, string>();
const MAX_ISSUED = 64;

function generator(config: Config): Promise<Generator> {
  const parent = parentKey(config);
  let g = generators.get(parent);
  if (!g) {
    g = import('algoliasearch').then(({ algoliasearch }) => {
      const client = algoliasearch(config.algolia?.appId ?? EMBEDDED_APP_ID, parent) as unknown as SecuredKeyHelper;
      return (restrictions: KeyRestrictions) => client.generateSecuredApiKey({ parentApiKey: parent, restrictions });
    });
    generators.set(parent, g);
  }
  return g;
}

/** The search key of a plan (usuarioTipo id) over the active zones: the same text for the same inputs. */
export async function planSearchKey(config: Config, usuarioTipoId: number, zonaIds: number[]): Promise<string> {
  const restrictions = planRestrictions(usuarioTipoId, zonaIds, config.searchIndexName);
  const id = `${parentKey(config)}|${JSON.stringify(restrictions)}`;
  let key = issued.get(id);
  if (key === undefined) {
    key = (await generator(config))(restrictions);
    if (issued.size >= MAX_ISSUED) issued.clear();
    issued.set(id, key);
  }
  return key;
}
