/** Page-number pagination of the list endpoints (assumption): `page` from 1, `page_size` up to 100. */
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../contract.ts';

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

export function paginate<T, R>(items: T[], query: { page: number; page_size: number }, map: (item: T) => R) {
  const start = (query.page - 1) * query.page_size;
  return {
    count: items.length,
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.max(1, Math.ceil(items.length / query.page_size)),
    results: items.slice(start, start + query.page_size).map(map),
  };
}
