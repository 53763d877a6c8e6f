/** `%text%` for LIKE on lower-cased text, with the pattern characters of the person's text (`%`, `_`, `\`) taken literally. */
export function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The words of a search box (at most 8): a list matches the rows holding every one of them. */
export function searchTerms(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
}
