/**
 * The audit trail's address for what the server does by itself, with no member of staff behind it
 * (a scheduled job, e.g. an event hold that lapsed): its rows have no actor and this as their address.
 */
export const SYSTEM_AUDIT_ADDRESS = "system";
