/**
 * A refusal or failure of an operations command (backup, restore) meant for the operator: the
 * scripts print its message alone, without a stack, and exit non-zero.
 */
export class OpsError extends Error {
  override name = 'OpsError';
}
