/** What the list needs of an author row to offer its buttons. */
interface ActionSource {
  blacklisted: boolean;
}

/**
 * The buttons of an author row, by the person's permissions and the author's state: the list's
 * rows carry no `actions` of their own. Blacklisting and lifting are one permission, offered as
 * whichever applies now.
 */
export function authorActions(row: ActionSource, can: { edit: boolean; blacklist: boolean }): string[] {
  return [
    'detail',
    ...(can.edit ? ['edit'] : []),
    ...(can.blacklist ? [row.blacklisted ? 'lift' : 'blacklist'] : []),
  ];
}
