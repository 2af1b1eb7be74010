import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../console/audit';
import { consoleMedia } from '../../../db/schema-console-media';
import type { ImageMime } from '../../../shared/contracts/console-content';

/** What is stored of an image besides its bytes. */
export type MediaMeta = {
  id: string;
  mime: ImageMime;
  sizeBytes: number;
  width: number;
  height: number;
  sha256: string;
  alt: Record<string, string>;
  staffId: number | null;
  createdAt: Date;
};

/**
 * Where uploaded images live (decision 0124). The app reads and writes them only through this interface, so
 * another store can take PostgreSQL's place without touching the routes:
 *
 * - `put` stores a new image under a new id; ids are never reused and an image never changes (its address is
 *   served with a year's immutable cache), so a store may treat objects as write-once.
 * - `get` answers the metadata and the bytes, or undefined; `list` the metadata, newest first.
 * - `delete` answers whether there was such an image.
 * - `record` (given to `put` and `delete`) writes the change's audit row: in the PostgreSQL store within the
 *   change's own transaction, so the image and its row commit together or not at all.
 *
 * An S3-compatible store would keep the bytes as objects (key `media/<id>`, content type from `mime`) and the
 * metadata in this table or in the objects' metadata; it would be tested against a local S3 server (MinIO) with
 * the same tests as this one. Only the PostgreSQL store exists (bytea): uploads are stored in PostgreSQL only.
 */
export interface MediaStore {
  put(meta: MediaMeta, bytes: Buffer, record: RecordChange): Promise<void>;
  get(id: string): Promise<{ meta: MediaMeta; bytes: Buffer } | undefined>;
  list(limit: number): Promise<MediaMeta[]>;
  delete(id: string, record: RecordChange): Promise<boolean>;
}
type RecordChange = (tx: Tx) => Promise<void>;

const META = {
  id: consoleMedia.id,
  mime: consoleMedia.mime,
  sizeBytes: consoleMedia.sizeBytes,
  width: consoleMedia.width,
  height: consoleMedia.height,
  sha256: consoleMedia.sha256,
  alt: consoleMedia.alt,
  staffId: consoleMedia.staffId,
  createdAt: consoleMedia.createdAt,
};

const asMeta = (r: { mime: string } & Omit<MediaMeta, 'mime'>): MediaMeta => ({
  ...r,
  mime: r.mime as ImageMime,
});

/** The PostgreSQL store: one `console_media` row per image, the bytes in a bytea column. */
export function postgresMediaStore(db: Db): MediaStore {
  return {
    async put(meta, bytes, record) {
      await db.transaction(async (tx) => {
        await tx.insert(consoleMedia).values({ ...meta, data: bytes });
        await record(tx);
      });
    },
    async get(id) {
      const [r] = await db
        .select({ ...META, data: consoleMedia.data })
        .from(consoleMedia)
        .where(eq(consoleMedia.id, id));
      if (!r) return undefined;
      const { data, ...meta } = r;
      return { meta: asMeta(meta), bytes: data };
    },
    async list(limit) {
      const rows = await db
        .select(META)
        .from(consoleMedia)
        .orderBy(desc(consoleMedia.createdAt))
        .limit(limit);
      return rows.map(asMeta);
    },
    async delete(id, record) {
      return db.transaction(async (tx) => {
        const r = await tx
          .delete(consoleMedia)
          .where(eq(consoleMedia.id, id))
          .returning({ id: consoleMedia.id });
        if (r.length > 0) await record(tx);
        return r.length > 0;
      });
    },
  };
}
