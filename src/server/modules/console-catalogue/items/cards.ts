import { sql } from 'drizzle-orm';
import { bankingLookups, banks, creditCards } from '../../../../db/schema';
import { ZCreditCard, type TCreditCard } from '../../../../shared/contracts/banking';
import type { CatalogueKind, ItemRow } from './kind';
import { namesOf } from './names';

type Row = {
  id: number;
  slug: string;
  data: unknown;
  owner: unknown;
  isHidden: boolean;
  isPopular: boolean;
  editedAt: Date | string | null;
};

/**
 * Credit cards (decision 0127): the document is a ZCreditCard; a publication rewrites it and the columns the
 * listing filters and sorts on (reward type and features as their lookup ids). A draft keeps the card's id, bank,
 * slug and banking model.
 */
export const cardKind: CatalogueKind<TCreditCard> = {
  kind: 'cards',
  draftKind: 'card',
  contract: ZCreditCard,
  async rows(db, id) {
    const r = await db.execute<Row>(sql`
      select c.id, c.slug, c.data, b.data->'name' as owner, c.is_hidden as "isHidden",
             c.is_popular as "isPopular", c.edited_at as "editedAt"
        from ${creditCards} c join ${banks} b on b.id = c.bank_id
       where ${id === undefined ? sql`true` : sql`c.id = ${id}`}
       order by c.bank_id, c.id`);
    return r.rows.map((c): ItemRow => ({
      id: c.id,
      slug: c.slug,
      document: c.data,
      name: namesOf((c.data as { name?: unknown } | null)?.name),
      productId: 7,
      owner: namesOf(c.owner),
      flags: [...(c.isHidden ? ['hidden'] : []), ...(c.isPopular ? ['popular'] : [])],
      editedAt: c.editedAt,
    }));
  },
  identity(current, next) {
    const was = current.document as Partial<TCreditCard>;
    return next.id !== current.id ||
      next.bankId !== was.bankId ||
      next.slug !== current.slug ||
      next.banking !== was.banking
      ? "A draft keeps the card's id, bank, slug and banking model."
      : null;
  },
  async write(tx, id, card, at) {
    const features = `{${card.features.join(',')}}`;
    const when = at.toISOString();
    await tx.execute(
      sql`update ${creditCards} set data = ${JSON.stringify(card)}::jsonb,
             reward_type_id = (select id from ${bankingLookups} where kind = 'rewardType' and key = ${card.rewardType}),
             feature_ids = array(select id from ${bankingLookups} where kind = 'cardFeature'
                                   and key = any(${features}::text[])
                                 order by array_position(${features}::text[], key::text)),
             annual_fee_fils = ${card.annualFeeFils}, first_year_free = ${card.firstYearFree},
             min_income_fils = ${card.minMonthlyIncomeFils}, monthly_rate_bp = ${card.monthlyRateBp},
             priority = ${card.priority}, is_popular = ${card.isPopular}, is_hidden = ${card.isHidden},
             edited_at = ${when}, updated_at = ${when}
           where id = ${id}`,
    );
  },
};
