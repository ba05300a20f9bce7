// Photos taken on site are made light in the browser before they are sent, and a customer's
// signature is kept as a small PNG: the limits both sides read.

/** A photo's longest side after resizing, in pixels. */
export const PHOTO_MAX_SIDE_PX = 2560;
/** The most a prepared photo may weigh. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The deliverable type a customer's signature is stored under (server/seed/reference-lists.ts, DELIVERABLE_DOCUMENT_TYPES). */
export const CUSTOMER_SIGN_OFF_TYPE_ID = 4;
/** The name of the deliverable a signature creates when the order asked for none of that type. */
export const CUSTOMER_SIGN_OFF_NAME = 'Customer sign-off';
/** A signature PNG is a few KB to a few hundred; anything larger is not one. */
export const SIGN_OFF_MAX_BYTES = 1024 * 1024;
export const SIGNER_NAME_MAX_LENGTH = 100;

/** The customer signs when the engineer checks out or hands the deliverables in: while either is an action the engineer may take. */
export const SIGN_OFF_ACTIONS = ['checkOut', 'addDeliverables'] as const;
/** How far a sign-off's time may lie ahead of the server's clock (the phone's clock drifts) or behind it (sent later from the queue). */
export const SIGNED_AT_MAX_AHEAD_MINUTES = 5;
export const SIGNED_AT_MAX_AGE_HOURS = 24;
