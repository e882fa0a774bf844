import type { CommentReply, CommentsPage, MatchComment } from '@scoreline/contracts';

/** A reply as GET /match/{id}/comments answers it (spec §3 Comment). */
export function makeReply(id: number, overrides: Partial<CommentReply> = {}): CommentReply {
  return {
    id,
    matchId: 50,
    content: `Reply ${id}`,
    parentCommentId: 1,
    createdAt: '2030-03-02T16:00:00.000Z',
    deleted: false,
    likes: 0,
    dislikes: 0,
    user: { id: 20 + id, username: `fan_${id}`, profile_picture: null, rank: 3 },
    userLikeStatus: null,
    ...overrides,
  };
}

/** A top-level comment with its replies. */
export function makeComment(id: number, overrides: Partial<MatchComment> = {}): MatchComment {
  return { ...makeReply(id, { parentCommentId: null, content: `Comment ${id}` }), replies: [], ...overrides };
}

export function makeCommentsPage(comments: MatchComment[], overrides: Partial<CommentsPage> = {}): CommentsPage {
  return { comments, page: 1, size: 10, total: comments.length, ...overrides };
}
