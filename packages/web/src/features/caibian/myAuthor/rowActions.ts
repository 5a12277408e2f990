/**
 * The actions a row of 我的作者 offers: the drawer always; a manuscript for the author when the
 * editor may enter one and the author is not blacklisted (the server refuses a blacklisted author).
 */
export function myAuthorActions(row: { blacklisted: boolean }, canEnter: boolean): ('detail' | 'enter')[] {
  return canEnter && !row.blacklisted ? ['detail', 'enter'] : ['detail'];
}
