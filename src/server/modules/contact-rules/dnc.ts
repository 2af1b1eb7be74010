import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dncNumbers } from '../../../db/schema-contact';
import { signInMobile } from '../../../shared/contracts/account';
import type { TDncImportResult } from '../../../shared/contracts/contact-rules';
import type { Exec } from './repo';

/** The most invalid lines the answer lists (each by its line number); the count is always whole. */
const INVALID_LISTED = 100;

/**
 * The numbers of a do-not-call CSV (decision 0115): the first field of each line, in any form people in the UAE
 * write a mobile number (+971 50 123 4567, 00971501234567, 0501234567, 501234567, Arabic-Indic digits), folded to the
 * nine digits leads.mobile_number holds. Blank lines and a first line without digits (a header) are skipped; any
 * other line that is not a UAE mobile number is reported by its line number and not stored.
 */
export function parseDncCsv(text: string): {
  numbers: string[];
  invalid: { line: number; reason: string }[];
  invalidCount: number;
} {
  const numbers = new Set<string>();
  const invalid: { line: number; reason: string }[] = [];
  let invalidCount = 0;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  lines.forEach((raw, i) => {
    const field = (raw.split(/[,;\t]/)[0] ?? '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (field === '') return;
    if (i === 0 && !/\d/.test(field)) return;
    const n = signInMobile(field);
    if (n) numbers.add(n);
    else {
      invalidCount += 1;
      if (invalid.length < INVALID_LISTED) invalid.push({ line: i + 1, reason: 'not a UAE mobile number' });
    }
  });
  return { numbers: [...numbers], invalid, invalidCount };
}

/** Stores one import's numbers (a number listed before keeps one row, with this import as its latest). */
export async function importDnc(db: Exec, csv: string, now: Date): Promise<TDncImportResult> {
  const { numbers, invalid, invalidCount } = parseDncCsv(csv);
  const batchId = randomUUID();
  let imported = 0;
  if (numbers.length > 0) {
    const r = await db.execute<{ inserted: boolean }>(sql`
      insert into ${dncNumbers} (mobile_number, source, imported_at, batch_id)
      select n, 'import', ${now}, ${batchId} from unnest(${sql.param(numbers)}::text[]) as t(n)
      on conflict (mobile_number) do update set imported_at = excluded.imported_at, batch_id = excluded.batch_id
      returning (xmax = 0) as inserted`);
    imported = r.rows.filter((row) => row.inserted).length;
  }
  return { batchId, imported, alreadyListed: numbers.length - imported, invalid, invalidCount };
}

/** Whether a number (nine digits) is on the list, and since when. */
export async function dncEntry(db: Db, n: string): Promise<{ importedAt: Date; batchId: string } | null> {
  const r = await db.execute<{ imported_at: string | Date; batch_id: string }>(
    sql`select imported_at, batch_id from ${dncNumbers} where mobile_number = ${n}`,
  );
  const row = r.rows[0];
  return row ? { importedAt: new Date(row.imported_at), batchId: row.batch_id } : null;
}
