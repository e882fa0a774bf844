/** The comments' limits and messages, without zod (served by @scoreline/contracts/plain too). */
import { matchMessages } from './match-messages';

/** The longest comment, in characters as sent (docs/decisions/019). */
export const COMMENT_MAX_LENGTH = 2_000;
/** spec §9: comments page size 10, page 1. */
export const COMMENTS_PAGE_SIZE = 10;
export const COMMENTS_MAX_PAGE_SIZE = 50;
/** One comment per player per this many seconds (replies included). */
export const COMMENT_INTERVAL_SECONDS = 5;
/** At most this many comments per player in any 24 hours. */
export const COMMENTS_PER_DAY = 200;
/** Reactions (likes and dislikes, toggles included) per player a minute and in any 24 hours (issue 57, ADR 090). */
export const REACTIONS_PER_MINUTE = 30;
export const REACTIONS_PER_DAY = 600;
/** Reports of comments per player an hour (issue 61): far above a person's, a flood from one account is slowed. */
export const REPORTS_PER_HOUR = 30;

function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** Every message of the comments calls (spec §8: a comment post's errors and success show the server's message). */
export const commentMessages = {
  posted: 'Comment posted',
  replyPosted: 'Reply posted',
  deleted: 'Your comment was deleted',
  hidden: 'Comment hidden',
  unhidden: 'Comment shown again',
  /** What the web app shows in place of a deleted comment that still has replies. */
  deletedPlaceholder: 'comment deleted',
  contentRequired: 'Comment is required',
  contentTooLong: 'A comment can be at most 2,000 characters long',
  matchIdInvalid: matchMessages.matchIdInvalid,
  matchNotFound: matchMessages.matchNotFound,
  commentIdInvalid: 'Comment id must be a positive whole number',
  parentIdInvalid: 'Parent comment id must be a positive whole number, or null for a new comment',
  reactionInvalid: "Reaction must be 'liked' or 'disliked'",
  sizeInvalid: `Size must be a whole number from 1 to ${COMMENTS_MAX_PAGE_SIZE}`,
  commentNotFound: 'Comment not found',
  parentNotFound: 'The comment you are replying to no longer exists',
  parentOtherMatch: 'You can only reply to a comment on the same match',
  notYours: 'You can only delete your own comments',
  /** Issue 61: a player's report of a comment to the operators. */
  report: 'Report',
  reportLabel: (username: string) => `Report ${username}'s comment to the operators`,
  reported: 'Thanks: the operators will look at this comment',
  reportedAlready: 'You have reported this comment already: the operators will look at it',
  reportOwn: 'You cannot report your own comment',
  reportsTooFast: (seconds: number) =>
    `You have reported many comments in a short time. Please try again in ${waitText(seconds)}.`,
  /** 429: a player's reactions over their per-minute or daily limit, from whatever addresses. */
  reactionsTooFast: (seconds: number) =>
    `You have reacted to many comments in a short time. Please try again in ${waitText(seconds)}.`,
  /** 429: the per-player interval between two comments. */
  tooSoon: (seconds: number) =>
    `You can post one comment every ${COMMENT_INTERVAL_SECONDS} seconds. Please try again in ${waitText(seconds)}.`,
  /** 429: the per-player daily cap. */
  dailyLimit: (seconds: number) =>
    `You have posted ${COMMENTS_PER_DAY} comments in the last 24 hours, the most allowed. ` +
    `Please try again in ${waitText(seconds)}.`,
} as const;
