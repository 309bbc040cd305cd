import type { Program } from '@contract/program.ts';
import type { programs } from '../db/schema.ts';

/** The API shape of a program row (docs/product.md §3 field names). */
export function presentProgram(row: typeof programs.$inferSelect): Program {
  return {
    _id: row.id,
    title: row.title,
    tag: row.tag,
    description: row.description,
    image_path: row.imagePath,
    offering_type: row.offeringType,
    actual_price: row.actualPrice,
    offer_price: row.offerPrice,
    availability: row.availability,
    html_content: row.htmlContent,
    slug: row.slug,
    created_on: row.createdOn.toISOString(),
    auto_activate_free: row.autoActivateFree,
  };
}
