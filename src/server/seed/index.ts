/**
 * Demo data: three zones, two currencies, a Venezuelan supermarket catalog with stock and prices for
 * every plan, and demo accounts (password Demo1234!). Deterministic: a fixed-seed PRNG makes every
 * choice. Images are rendered first, then everything is written in one transaction.
 */
import { sql } from 'drizzle-orm';
import { usuario } from '../auth/tables';
import type { ImageStore } from '../media/images';
import { zona } from '../zones/tables';
import type { Db, Tx } from '../db/client';
import { insertAdvertising, planAdvertising, type AdvertisingSeed } from './advertising';
import { planCatalog } from './catalog-plan';
import { insertCoupons } from './coupons';
import { insertDelivery } from './delivery';
import { renderImages } from './images';
import { insertSeed, type SeedData } from './insert';
import { planInventory } from './inventory-plan';
import { createRandom } from './random';
import { planUsers } from './users';
import { insertWallet } from './wallet';
import { insertMembership } from './membership';

export interface SeedOptions {
  uploads: ImageStore;
  /** One image per top-level category, reused by its branch (test templates). */
  imagesLight?: boolean;
}

const PRNG_SEED = 20_240_805;
/** Advisory lock key so two instances booting on one empty PostgreSQL database seed it once. */
const SEED_LOCK = 7_215_001;

type Prepared = SeedData & { advertising: AdvertisingSeed };

async function prepare(opts: SeedOptions): Promise<Prepared> {
  const rnd = createRandom(PRNG_SEED);
  const catalog = planCatalog(rnd);
  const inventory = planInventory(catalog.productos, rnd);
  const light = opts.imagesLight ?? false;
  const [images, users, advertising] = await Promise.all([
    renderImages(catalog, opts.uploads, light),
    planUsers(new Date()),
    planAdvertising(catalog, opts.uploads, light),
  ]);
  return { catalog, inventory, images, users, advertising };
}

async function insertAll(tx: Tx, data: Prepared): Promise<void> {
  await insertSeed(tx, data);
  await insertAdvertising(tx, data.advertising);
  await insertCoupons(tx, new Date());
  await insertDelivery(tx, data.users.usuarios, new Date());
  await insertWallet(tx, data.users.usuarios);
  await insertMembership(tx, data.users.usuarios, new Date());
}

async function isEmpty(db: Db | Tx): Promise<boolean> {
  return (await db.$count(usuario)) === 0 && (await db.$count(zona)) === 0;
}

/** Inserts the demo data into an empty, migrated database. */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<void> {
  const data = await prepare(opts);
  await db.transaction((tx) => insertAll(tx, data));
}

/** Seeds only when there are neither users nor zones; returns whether it seeded. */
export async function seedIfEmpty(db: Db, opts: { uploads: ImageStore }): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const data = await prepare(opts);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return false;
    await insertAll(tx, data);
    return true;
  });
}
