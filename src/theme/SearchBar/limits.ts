/** Longest query searched; longer input is cut (the spec's 512 characters). In the entry bundle: keep this module tiny. */
export const MAX_QUERY_LENGTH = 512;
