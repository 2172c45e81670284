/** A backup or restore that cannot go ahead; the message says why in one line, for the command's output. */
export class BackupError extends Error {}
