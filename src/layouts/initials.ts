/**
 * A name's initials as Fluent's Avatar draws them: the first letters of its first and last words
 * (bracketed parts and words without letters left out), the other way round right to left.
 */
export function initialsOf(name: string, rtl: boolean): string {
  const words = name
    .replace(/\([^)]*\)|\[[^\]]*\]|\{[^}]*\}/g, '')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((word) => (word ? [...word][0]!.toLocaleUpperCase() : ''));
  return (rtl ? letters.reverse() : letters).join('');
}
