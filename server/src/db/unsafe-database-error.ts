/**
 * The database is set up so that an acknowledged write could be lost or a foreign key ignored.
 * The server refuses to start with it (research G3: the kill test alone cannot show this).
 */
export class UnsafeDatabaseError extends Error {}
