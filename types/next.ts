/** A page's `searchParams` prop (a promise since Next 15). */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export type SearchParamsProps = { searchParams: SearchParams };
