import { describe, expect, it } from 'vitest';
import { parseFantasyReply } from './fantasy.ts';

const envelope = { status: 200, success: true, message: '' };

describe('the players list (decision 224)', () => {
  it("reads a player's recent points and selection share, and unknown when absent or unreadable", () => {
    const { data: players } = parseFantasyReply('fantasyPlayersList', {
      ...envelope,
      data: [
        { player_id: 1, name: 'A', team_id: 1, role: 'bat', credits: 9, points: 0, is_playing: null, recent_points: [47, '12.5'], selected_by: 33.3 },
        { player_id: 2, name: 'B', team_id: 1, role: 'bowl', credits: 8, points: 0, is_playing: null },
        { player_id: 3, name: 'C', team_id: 2, role: 'wk', credits: 8.5, points: 0, is_playing: null, recent_points: 'x', selected_by: 'y' },
      ],
    });
    expect(players.map((player) => [player.recentPoints, player.selectedBy])).toEqual([
      [[47, 12.5], 33.3],
      [[], null],
      [[], null],
    ]);
  });
});
