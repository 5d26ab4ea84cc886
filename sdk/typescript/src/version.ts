/** This SDK's version; a unit test holds it equal to package.json's. */
export const VERSION = "0.1.0";

/** What the SDK sends as `X-Referee-Client` (and as `User-Agent` on Node). */
export const CLIENT_ID = `referee-sdk/${VERSION}`;
