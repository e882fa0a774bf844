/**
 * Every limit on what a client may send, and for how long, in one place (issue #10, docs/decisions/012). Routes
 * inherit them; a route that legitimately needs more (a future upload) sets its own `bodyLimit` beside its schema.
 */
export const httpLimits = {
  /** Default body limit of every route: the largest JSON body (sign-up) is under 1 KB. */
  bodyLimitBytes: 8 * 1024,
  /** JSON nesting deeper than this is refused before it is parsed; no request body nests beyond 3. */
  jsonMaxDepth: 16,
  /** Path parameters are ids and names: longer ones answer 414. */
  maxParamLength: 200,
  /** The whole request, headers and body, must arrive within this (a body sent a byte at a time is cut off: 408). */
  requestTimeoutMs: 30_000,
  /** The headers must arrive within this. */
  headersTimeoutMs: 15_000,
  /** A socket with no traffic at all is closed after this. */
  connectionTimeoutMs: 75_000,
  /**
   * An idle keep-alive socket is closed after this: longer than the idle timeout of common load balancers (60 s),
   * so the proxy, not the app, closes first and never reuses a socket the app has just closed.
   */
  keepAliveTimeoutMs: 72_000,
  /** Requests served on one socket before it is closed, so one client cannot hold a socket for ever. */
  maxRequestsPerSocket: 1_000,
  /** How often Node checks the request and headers timeouts. */
  connectionsCheckingIntervalMs: 5_000,
} as const;

export type HttpLimits = { -readonly [K in keyof typeof httpLimits]: number };

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Calls that look a player up by id (a profile, their badges and insights, a pin): a person browsing opens far fewer
 * than this a minute, and walking ids one after another (issue #10: 170 ids/s before) is slowed down. Per address.
 */
export const PLAYER_LOOKUP_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/**
 * Everyone's picks for a match (public once it kicks off): each call counts every prediction of the match, ~90,000 at
 * league scale. A match page asks once; walking every match id over and over is slowed down. Per address.
 */
export const MATCH_PICKS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/**
 * A match's comments (public, not cached): each call counts the match's comments and reads up to 50 with every reply.
 * A match page asks once and once per "load more"; walking pages and matches over and over is slowed down. Per address.
 */
export const COMMENTS_LIST_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

/**
 * A signed-in player's writes that are not guessing anything (a league created, renamed or left, a profile saved):
 * far more than a person makes, few enough that a script cannot churn rows. Per address.
 */
export const PLAYER_WRITE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * A private league's picks grid (issue 59, ADR 109): each call reads up to MAX_LEAGUE_MEMBERS × a round's matches of
 * picks and facts. A league page asks once per round chosen, a match page once per league chosen: per address first,
 * then per player (ADR 090), whatever addresses a script rotates through.
 */
export const LEAGUE_PICKS_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
export const LEAGUE_PICKS_PER_PLAYER_PER_MINUTE = 60;

/**
 * A calendar feed (issue 60, docs/decisions/113): public by its secret address, each call reads a season or two of
 * matches of every competition the player plays. Calendar apps read a feed every few hours; a loop is slowed down.
 * Per address.
 */
export const CALENDAR_FEED_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * A CSV export (issue 60, docs/decisions/114): a whole table or every pick of a player, read and written at once. A
 * person downloads a few; a loop is slowed down. Per address, and per player whatever addresses a script rotates
 * through (ADR 090).
 */
export const EXPORT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
export const EXPORTS_PER_PLAYER_PER_MINUTE = 6;

/**
 * A round recap's share image (issue 60, docs/decisions/117): public (link previews fetch it), each new one drawn on
 * the server (some 150 ms of CPU; kept until the next scoring). A person shares a few; a crawler of every player is
 * slowed down. Per address.
 */
export const RECAP_IMAGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * A one-click unsubscribe (issue 60, docs/decisions/115): public by an e-mail's secret token, so guessing is slowed
 * down. A person clicks once; a mail client POSTs once. Per address.
 */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
