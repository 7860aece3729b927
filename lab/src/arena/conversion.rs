//! The conversion and defence tests' positions, taken from finished games. The conversion test
//! takes won positions, the winner to move; the defence test the loser's positions some moves
//! before its loss, the loser to move. Played with `gomoku-arena --convert PLIES`, the first
//! engine takes the side to move and the second the other: a conversion is a five within PLIES
//! plies, an escape is anything but a loss within them.

use gomoku_engine::board::Board;
use gomoku_engine::notation::parse_moves;
use gomoku_engine::point::{BoardSize, Point};

/// The fewest plies before a game's end a won position is taken from (the winner's move then
/// starts a win of at least this many plies); the defence test's positions are a ply earlier.
pub const FIRST_DISTANCE: usize = 17;
/// How many distances are used: 17, 19, … 29 plies before the end, game by game in turn.
pub const DISTANCES: usize = 7;
/// A position keeps at least this many stones, so it is past any opening.
const MIN_STONES: usize = 6;

/// Whose turn the positions are taken at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToMove {
    /// The game's winner: the conversion test.
    Winner,
    /// The game's loser, a ply before the winner's position: the defence test.
    Loser,
}

/// The won positions in `games`, the lines of an arena's `games.txt` (`N black=A white=B
/// RESULT MOVES`): from each game won by a five, the position `17 + 2 · (k mod 7)` plies
/// before its last move (the winner to move; `k` counts the usable games), in the file's order.
/// Draws, wins by a forbidden move or a failure, and games too short are skipped; a line that
/// is not a game is an error naming it.
pub fn won_positions(games: &str, size: BoardSize) -> Result<Vec<Vec<Point>>, String> {
    positions_before_wins(games, size, ToMove::Winner, None, FIRST_DISTANCE)
}

/// Positions from the games won by a five, as [`won_positions`] takes them, with `to_move` on
/// turn, and only from the games the engine named `winner` won, when one is named. The first
/// distance from the end is `first` (17 for the conversion test), a ply more where that would
/// put the other side on turn (so the loser's positions are 18, 20, … 30 plies before the end
/// from 17).
pub fn positions_before_wins(
    games: &str,
    size: BoardSize,
    to_move: ToMove,
    winner: Option<&str>,
    first: usize,
) -> Result<Vec<Vec<Point>>, String> {
    // The winner made the last move: an odd distance puts the winner on turn.
    let wanted_parity = usize::from(to_move == ToMove::Winner);
    let first = first + usize::from(first % 2 != wanted_parity);
    let mut positions = Vec::new();
    for (number, line) in games.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() < 4 || !fields[1].starts_with("black=") || !fields[2].starts_with("white=")
        {
            return Err(format!("line {}: not a game line: `{line}`", number + 1));
        }
        let won_by = if line.contains(" black wins (five) ") {
            &fields[1]["black=".len()..]
        } else if line.contains(" white wins (five) ") {
            &fields[2]["white=".len()..]
        } else {
            continue;
        };
        if winner.is_some_and(|name| name != won_by) {
            continue;
        }
        let text = fields.last().expect("four fields");
        let moves = parse_moves(text, size).map_err(|e| format!("line {}: {e}", number + 1))?;
        let mut board = Board::new(size);
        for &point in &moves {
            board
                .play(point)
                .map_err(|e| format!("line {}: {e}", number + 1))?;
        }
        let distance = first + 2 * (positions.len() % DISTANCES);
        let Some(stones) = moves.len().checked_sub(distance) else {
            continue;
        };
        if stones < MIN_STONES {
            continue;
        }
        positions.push(moves[..stones].to_vec());
    }
    Ok(positions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku_engine::notation::format_moves;

    fn game_line(index: usize, result: &str, moves: &[Point]) -> String {
        format!(
            "{index} black=a white=b {result} {}",
            format_moves(moves, BoardSize::STANDARD)
        )
    }

    /// A line of `count` distinct points, in an order no five can form early.
    fn moves(count: usize) -> Vec<Point> {
        (0..count)
            .map(|i| Point::new((i % 15) as u8, (i / 15 * 2 + i % 2) as u8))
            .collect()
    }

    #[test]
    fn positions_are_taken_before_the_end_with_the_winner_to_move() {
        let long = moves(60);
        let text = [
            game_line(1, "black wins (five)", &long),
            game_line(2, "draw", &long),
            game_line(3, "white wins (black played a forbidden overline)", &long),
            game_line(4, "white wins (five)", &long[..59]),
            game_line(5, "black wins (five)", &long[..20]),
        ]
        .join("\n");
        let positions = won_positions(&text, BoardSize::STANDARD).unwrap();
        // The first usable game 17 plies before its end, the second 19 (odd distances: the
        // winner, who made the last move, is to move); the draw, the forbidden-move win and
        // the game too short for its distance are skipped.
        assert_eq!(positions, vec![long[..43].to_vec(), long[..40].to_vec()]);
    }

    #[test]
    fn defence_positions_are_the_losers_a_ply_earlier_and_follow_the_named_winner() {
        let long = moves(60);
        let text = [
            "1 black=ours white=peer white wins (five) ".to_string()
                + &format_moves(&long, BoardSize::STANDARD),
            "2 black=peer white=ours white wins (five) ".to_string()
                + &format_moves(&long, BoardSize::STANDARD),
            "3 black=peer white=ours black wins (five) ".to_string()
                + &format_moves(&long[..59], BoardSize::STANDARD),
        ]
        .join("\n");
        let size = BoardSize::STANDARD;
        // Every win: 18 plies before the first game's end, 20 before the second's, 22 before
        // the third's (the loser to move: the winner made the last move).
        let all = positions_before_wins(&text, size, ToMove::Loser, None, FIRST_DISTANCE).unwrap();
        assert_eq!(
            all,
            vec![
                long[..42].to_vec(),
                long[..40].to_vec(),
                long[..37].to_vec()
            ]
        );
        // Only the peer's wins: the first and the third game.
        let peer = positions_before_wins(&text, size, ToMove::Loser, Some("peer"), FIRST_DISTANCE)
            .unwrap();
        assert_eq!(peer, vec![long[..42].to_vec(), long[..39].to_vec()]);
        // From further back: the loser's first position 24 plies before the end (23 rounds up).
        let earlier = positions_before_wins(&text, size, ToMove::Loser, None, 23).unwrap();
        assert_eq!(earlier[0], long[..36].to_vec());
        assert_eq!(
            positions_before_wins(&text, size, ToMove::Winner, Some("nobody"), 17).unwrap(),
            Vec::<Vec<Point>>::new()
        );
    }

    #[test]
    fn junk_is_an_error_naming_its_line() {
        let error =
            won_positions("1 black=a white=b draw h8\nnonsense", BoardSize::STANDARD).unwrap_err();
        assert!(error.starts_with("line 2:"), "{error}");
        let error = won_positions(
            "1 black=a white=b black wins (five) h8h8",
            BoardSize::STANDARD,
        )
        .unwrap_err();
        assert!(error.starts_with("line 1:"), "{error}");
    }
}
