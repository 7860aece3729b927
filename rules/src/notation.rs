//! Text notations for points and move lists.
//!
//! * Board notation, `h8`: a column letter (`a`, `b`, `c`, ... with no letter skipped, so a 22x22
//!   board runs `a`..`v`) followed by a row number counted from the **bottom**, starting at 1. On
//!   15x15, `h8` is the centre `Point::new(7, 7)`, `a1` the bottom-left `Point::new(0, 14)` and
//!   `a15` the top-left `Point::new(0, 0)`.
//! * Position strings as Gomocalc writes them, `h8i9j10`: board-notation moves run together.
//! * Gomocup protocol coordinates, `7,7`: 0-based `x,y` from the top-left.
//!
//! Every parser returns a [`NotationError`] on bad input and never panics. Positions in errors are
//! 1-based character (not byte) positions in the string that was passed in.

use std::collections::HashMap;
use std::fmt;

use crate::bounded::quote_prefix;
use crate::point::{BoardSize, Point};

/// Why a piece of notation could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// The input is empty or only whitespace.
    Empty,
    /// A character that does not belong where it stands.
    Unexpected {
        input: String,
        position: usize,
        found: char,
        expected: &'static str,
    },
    /// The input stops where something more is needed.
    UnexpectedEnd {
        input: String,
        expected: &'static str,
    },
    /// A row number written with a leading zero, such as `h08`.
    LeadingZero { input: String, position: usize },
    /// Well-formed coordinates that are not on the board (this includes absurdly large numbers).
    OffBoard {
        text: String,
        position: usize,
        size: BoardSize,
    },
    /// A position string places a second stone on an occupied point. `index` and `first` are the
    /// 0-based indices of the two moves.
    RepeatedPoint {
        text: String,
        position: usize,
        index: usize,
        first: usize,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("nothing to parse: the input is empty"),
            NotationError::Unexpected {
                input,
                position,
                found,
                expected,
            } => write!(
                f,
                "unexpected {found:?} at position {position} of {}: expected {expected}",
                quote_prefix(input)
            ),
            NotationError::UnexpectedEnd { input, expected } => {
                write!(
                    f,
                    "{} ends too early: expected {expected}",
                    quote_prefix(input)
                )
            }
            NotationError::LeadingZero { input, position } => write!(
                f,
                "row number at position {position} of {} has a leading zero",
                quote_prefix(input)
            ),
            NotationError::OffBoard {
                text,
                position,
                size,
            } => write!(
                f,
                "{} at position {position} is not on the {size} board",
                quote_prefix(text)
            ),
            NotationError::RepeatedPoint {
                text,
                position,
                index,
                first,
            } => write!(
                f,
                "move {} ({} at position {position}) repeats move {}: \
                 a point can hold only one stone",
                index + 1,
                quote_prefix(text),
                first + 1
            ),
        }
    }
}

impl std::error::Error for NotationError {}

/// The letter of column `x` (`a` for 0).
fn column_letter(x: u8) -> char {
    char::from(b'a' + x)
}

/// Board notation for `point`, e.g. `h8` for the centre of 15x15.
pub fn format_point(point: Point, size: BoardSize) -> String {
    let row = u32::from(size.get()) - u32::from(point.y());
    format!("{}{row}", column_letter(point.x()))
}

/// Board notation for a list of moves run together, e.g. `h8i9j10`.
pub fn format_moves(moves: &[Point], size: BoardSize) -> String {
    moves.iter().map(|&p| format_point(p, size)).collect()
}

/// Gomocup protocol coordinates for `point`: 0-based `x,y`, e.g. `7,7`.
pub fn format_gomocup(point: Point) -> String {
    format!("{},{}", point.x(), point.y())
}

/// A character cursor over the input; positions are character indices.
struct Cursor<'a> {
    input: &'a str,
    chars: Vec<char>,
    at: usize,
}

impl<'a> Cursor<'a> {
    fn new(input: &'a str) -> Self {
        Cursor {
            input,
            chars: input.chars().collect(),
            at: 0,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn skip_whitespace(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn at_end(&self) -> bool {
        self.at >= self.chars.len()
    }

    fn text(&self, from: usize, to: usize) -> String {
        self.chars
            .get(from..to)
            .unwrap_or_default()
            .iter()
            .collect()
    }

    /// An error for the character under the cursor, or for running out of input.
    fn unexpected(&self, expected: &'static str) -> NotationError {
        match self.peek() {
            Some(found) => NotationError::Unexpected {
                input: self.input.to_owned(),
                position: self.at + 1,
                found,
                expected,
            },
            None => NotationError::UnexpectedEnd {
                input: self.input.to_owned(),
                expected,
            },
        }
    }

    /// Reads a run of ASCII digits (`char::to_digit` knows no others); `None` if there is none.
    /// The value saturates at `u64::MAX`.
    fn number(&mut self) -> Option<u64> {
        let start = self.at;
        let mut value: u64 = 0;
        while let Some(digit) = self.peek().and_then(|c| c.to_digit(10)) {
            value = value.saturating_mul(10).saturating_add(u64::from(digit));
            self.at += 1;
        }
        (self.at > start).then_some(value)
    }

    /// Reads one board-notation point (`h8`) at the cursor.
    fn board_point(&mut self, size: BoardSize) -> Result<Point, NotationError> {
        let start = self.at;
        let column = match self.peek() {
            Some(c) if c.is_ascii_alphabetic() => c.to_ascii_lowercase() as u8 - b'a',
            _ => return Err(self.unexpected("a column letter")),
        };
        self.at += 1;
        let digits_start = self.at;
        let row = self
            .number()
            .ok_or_else(|| self.unexpected("a row number"))?;
        if self.chars.get(digits_start) == Some(&'0') && self.at - digits_start > 1 {
            return Err(NotationError::LeadingZero {
                input: self.input.to_owned(),
                position: digits_start + 1,
            });
        }
        let edge = u64::from(size.get());
        if u64::from(column) >= edge || row == 0 || row > edge {
            return Err(NotationError::OffBoard {
                text: self.text(start, self.at),
                position: start + 1,
                size,
            });
        }
        // Both coordinates are below the edge, so the conversions cannot truncate.
        Ok(Point::new(column, (edge - row) as u8))
    }
}

/// Reads one point in board notation (`h8`, `H8`), ignoring surrounding whitespace.
pub fn parse_point(s: &str, size: BoardSize) -> Result<Point, NotationError> {
    let mut cursor = Cursor::new(s);
    cursor.skip_whitespace();
    if cursor.at_end() {
        return Err(NotationError::Empty);
    }
    let point = cursor.board_point(size)?;
    cursor.skip_whitespace();
    if !cursor.at_end() {
        return Err(cursor.unexpected("the end of the point"));
    }
    Ok(point)
}

/// Reads a position string such as `h8i9j10` (whitespace between moves is allowed, nothing else).
/// The empty string is the empty list. A point may appear only once.
pub fn parse_moves(s: &str, size: BoardSize) -> Result<Vec<Point>, NotationError> {
    let mut cursor = Cursor::new(s);
    let mut moves = Vec::new();
    let mut seen: HashMap<Point, usize> = HashMap::new();
    loop {
        cursor.skip_whitespace();
        if cursor.at_end() {
            return Ok(moves);
        }
        let start = cursor.at;
        let point = cursor.board_point(size)?;
        if let Some(&first) = seen.get(&point) {
            return Err(NotationError::RepeatedPoint {
                text: cursor.text(start, cursor.at),
                position: start + 1,
                index: moves.len(),
                first,
            });
        }
        seen.insert(point, moves.len());
        moves.push(point);
    }
}

/// Reads Gomocup protocol coordinates `x,y` (0-based from the top-left). Whitespace around either
/// number is allowed; signs, extra fields and anything else are not.
pub fn parse_gomocup(s: &str, size: BoardSize) -> Result<Point, NotationError> {
    let mut cursor = Cursor::new(s);
    cursor.skip_whitespace();
    if cursor.at_end() {
        return Err(NotationError::Empty);
    }
    let start = cursor.at;
    let x = cursor
        .number()
        .ok_or_else(|| cursor.unexpected("a non-negative column number"))?;
    cursor.skip_whitespace();
    if cursor.peek() != Some(',') {
        return Err(cursor.unexpected("',' between the two coordinates"));
    }
    cursor.at += 1;
    cursor.skip_whitespace();
    let y = cursor
        .number()
        .ok_or_else(|| cursor.unexpected("a non-negative row number"))?;
    let end = cursor.at;
    cursor.skip_whitespace();
    if !cursor.at_end() {
        return Err(cursor.unexpected("the end of the coordinates"));
    }
    let edge = u64::from(size.get());
    if x >= edge || y >= edge {
        return Err(NotationError::OffBoard {
            text: cursor.text(start, end),
            position: start + 1,
            size,
        });
    }
    Ok(Point::new(x as u8, y as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    const S15: BoardSize = BoardSize::STANDARD;

    fn size(n: u32) -> BoardSize {
        BoardSize::new(n).unwrap()
    }

    #[test]
    fn board_notation_counts_rows_from_the_bottom() {
        assert_eq!(parse_point("h8", S15), Ok(Point::new(7, 7)));
        assert_eq!(parse_point("a1", S15), Ok(Point::new(0, 14)));
        assert_eq!(parse_point("a15", S15), Ok(Point::new(0, 0)));
        assert_eq!(parse_point("o1", S15), Ok(Point::new(14, 14)));
        assert_eq!(parse_point("  H8\t", S15), Ok(Point::new(7, 7)));
        assert_eq!(parse_point("v22", size(22)), Ok(Point::new(21, 0)));
        assert_eq!(format_point(Point::new(7, 7), S15), "h8");
        assert_eq!(format_point(Point::new(0, 14), S15), "a1");
        assert_eq!(format_point(Point::new(0, 0), S15), "a15");
        assert_eq!(format_point(Point::new(21, 21), size(22)), "v1");
        assert_eq!(format_point(Point::new(9, 10), size(20)), "j10");
    }

    #[test]
    fn board_notation_rejects_bad_points() {
        assert_eq!(parse_point("", S15), Err(NotationError::Empty));
        assert_eq!(parse_point("   ", S15), Err(NotationError::Empty));
        assert!(matches!(
            parse_point("h", S15),
            Err(NotationError::UnexpectedEnd { .. })
        ));
        assert!(matches!(
            parse_point("h08", S15),
            Err(NotationError::LeadingZero { position: 2, .. })
        ));
        assert!(matches!(
            parse_point("p1", S15),
            Err(NotationError::OffBoard { position: 1, .. })
        ));
        assert!(matches!(
            parse_point("a16", S15),
            Err(NotationError::OffBoard { .. })
        ));
        assert!(matches!(
            parse_point("a0", S15),
            Err(NotationError::OffBoard { .. })
        ));
        assert!(matches!(
            parse_point("a99999999999999999999999", S15),
            Err(NotationError::OffBoard { .. })
        ));
        assert!(matches!(
            parse_point("h8x", S15),
            Err(NotationError::Unexpected {
                position: 3,
                found: 'x',
                ..
            })
        ));
        assert!(matches!(
            parse_point("8h", S15),
            Err(NotationError::Unexpected { position: 1, .. })
        ));
        assert!(matches!(
            parse_point("é8", S15),
            Err(NotationError::Unexpected { found: 'é', .. })
        ));
        // Non-ASCII digits are not row numbers.
        assert!(parse_point("h٨", S15).is_err());
        assert!(parse_point("h8 i9", S15).is_err());
    }

    #[test]
    fn position_strings() {
        let moves = parse_moves("h8i9j10", S15).unwrap();
        assert_eq!(
            moves,
            vec![Point::new(7, 7), Point::new(8, 6), Point::new(9, 5)]
        );
        assert_eq!(format_moves(&moves, S15), "h8i9j10");
        assert_eq!(parse_moves(" h8 I9\nj10 ", S15).unwrap(), moves);
        assert_eq!(parse_moves("", S15), Ok(vec![]));
        assert_eq!(parse_moves("  ", S15), Ok(vec![]));
        assert_eq!(format_moves(&[], S15), "");
    }

    #[test]
    fn position_strings_reject_junk_and_repeats() {
        assert_eq!(
            parse_moves("h8i9h8", S15),
            Err(NotationError::RepeatedPoint {
                text: "h8".into(),
                position: 5,
                index: 2,
                first: 0,
            })
        );
        let message = parse_moves("h8i9h8", S15).unwrap_err().to_string();
        assert!(
            message.contains("move 3") && message.contains("move 1"),
            "{message}"
        );
        assert!(parse_moves("h8,i9", S15).is_err());
        assert!(parse_moves("h8i", S15).is_err());
        assert!(parse_moves("h8i16", S15).is_err());
        assert!(parse_moves("h8i09", S15).is_err());
        assert!(parse_moves("h8;", S15).is_err());
        let message = parse_moves("h8z9", S15).unwrap_err().to_string();
        assert!(
            message.contains("\"z9\"") && message.contains("position 3"),
            "{message}"
        );
    }

    #[test]
    fn gomocup_coordinates() {
        assert_eq!(parse_gomocup("7,7", S15), Ok(Point::new(7, 7)));
        assert_eq!(parse_gomocup(" 14 , 0 ", S15), Ok(Point::new(14, 0)));
        assert_eq!(parse_gomocup("0,21", size(22)), Ok(Point::new(0, 21)));
        assert_eq!(format_gomocup(Point::new(3, 12)), "3,12");
        for bad in [
            "",
            "7",
            "7,",
            ",7",
            "-1,5",
            "5,-1",
            "+5,5",
            "15,0",
            "0,15",
            "99999999999999999999,1",
            "1,2,3",
            "1;2",
            "a,b",
            "1 2",
            "7,7x",
        ] {
            assert!(
                parse_gomocup(bad, S15).is_err(),
                "{bad:?} should be rejected"
            );
        }
        assert!(matches!(
            parse_gomocup("99999999999999999999,1", S15),
            Err(NotationError::OffBoard { .. })
        ));
    }

    #[test]
    fn errors_name_the_text() {
        let message = parse_gomocup("3,x", S15).unwrap_err().to_string();
        assert!(
            message.contains("'x'") && message.contains("position 3"),
            "{message}"
        );
        let message = parse_point("h08", S15).unwrap_err().to_string();
        assert!(message.contains("h08"), "{message}");
        let long = format!("h8{}", "!".repeat(100_000));
        let message = parse_moves(&long, S15).unwrap_err().to_string();
        assert!(message.len() < 300, "{}", &message[..300]);
    }
}
