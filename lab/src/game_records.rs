//! The lines of an arena's `games.txt` (`N black=A white=B RESULT MOVES`), read back for the
//! studies that take positions or results from finished matches.

use gomoku_engine::board::Board;
use gomoku_engine::notation::parse_moves;
use gomoku_engine::point::{BoardSize, Point};

/// One finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord<'a> {
    /// The game's number in its match (its two games of an opening are 2k − 1 and 2k).
    pub number: usize,
    pub black: &'a str,
    pub white: &'a str,
    /// Black's result: 1 a win, ½ a draw, 0 a loss.
    pub black_score: f64,
    pub moves: Vec<Point>,
}

impl GameRecord<'_> {
    /// `name`'s result in the game, or `None` if it did not play it (or played both sides).
    pub fn score_of(&self, name: &str) -> Option<f64> {
        match (self.black == name, self.white == name) {
            (true, false) => Some(self.black_score),
            (false, true) => Some(1.0 - self.black_score),
            _ => None,
        }
    }
}

/// Every game of `text`, blank lines skipped; a line that is not a game (fields, result, moves
/// that are not legal on a `size` board) is an error naming it.
pub fn parse_games(text: &str, size: BoardSize) -> Result<Vec<GameRecord<'_>>, String> {
    let mut games = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let bad = |why: &str| format!("line {}: {why}: `{line}`", index + 1);
        let fields: Vec<&str> = line.split_whitespace().collect();
        if fields.len() < 5 {
            return Err(bad("not a game line"));
        }
        let number = fields[0].parse().map_err(|_| bad("no game number"))?;
        let (Some(black), Some(white)) = (
            fields[1].strip_prefix("black="),
            fields[2].strip_prefix("white="),
        ) else {
            return Err(bad("not a game line"));
        };
        let black_score = if line.contains(" black wins ") {
            1.0
        } else if line.contains(" white wins ") {
            0.0
        } else if line.contains(" draw ") {
            0.5
        } else {
            return Err(bad("no result"));
        };
        let moves = parse_moves(fields[fields.len() - 1], size).map_err(|e| bad(&e.to_string()))?;
        board_after(size, &moves).map_err(|e| bad(&e))?;
        games.push(GameRecord {
            number,
            black,
            white,
            black_score,
            moves,
        });
    }
    Ok(games)
}

/// The board after `moves` (black first), or the first move that cannot be played.
pub fn board_after(size: BoardSize, moves: &[Point]) -> Result<Board, String> {
    let mut board = Board::new(size);
    for &point in moves {
        board
            .play(point)
            .map_err(|e| format!("move {point:?}: {e}"))?;
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_are_read_with_each_players_result() {
        let text = "1 black=a white=b white wins (five) h8h9i8\n\n2 black=b white=a draw h8h9\n";
        let games = parse_games(text, BoardSize::STANDARD).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!((games[0].number, games[0].moves.len()), (1, 3));
        assert_eq!(games[0].score_of("a"), Some(0.0));
        assert_eq!(games[0].score_of("b"), Some(1.0));
        assert_eq!(games[1].score_of("a"), Some(0.5));
        assert_eq!(games[1].score_of("c"), None);
    }

    #[test]
    fn a_bad_line_is_an_error_naming_it() {
        for bad in [
            "junk",
            "x black=a white=b draw h8",
            "1 blk=a white=b draw h8",
            "1 black=a white=b resigned h8",
            "1 black=a white=b draw zz",
            "1 black=a white=b draw h8h8",
        ] {
            let error = parse_games(bad, BoardSize::STANDARD).unwrap_err();
            assert!(error.starts_with("line 1: "), "{bad}: {error}");
        }
    }
}
