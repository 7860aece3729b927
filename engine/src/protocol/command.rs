//! Parsing one line of the Gomocup / Piskvork brain protocol (and Yixin Board's extensions).
//! Parsing never panics: a line is a [`Command`], or a [`CommandError`] that names what is wrong
//! with it, so the brain can answer (`UNKNOWN` or `ERROR`) and go on.

use std::fmt;

use crate::bounded::Excerpt;
use crate::point::{Color, Point, PointError};

/// One manager command, or a stone line inside a `BOARD` / `YXBOARD` / `SWAP2BOARD` block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Start(u32),
    RectStart(u32, u32),
    Restart,
    Begin,
    Turn(Point),
    Board,
    YxBoard,
    Swap2Board,
    /// `x,y,field` inside a block.
    Stone(Point, u8),
    Done,
    Takeback(Point),
    Play(Point),
    End,
    About,
    Info(String, String),
    YxStop,
    YxShowForbid,
    YxNBest(usize),
}

/// Why a line is no [`Command`]. The message (its `Display`) names the problem and quotes the
/// offending text; the brain answers it after `ERROR` (or `UNKNOWN`, for the first two).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CommandError {
    /// A blank line.
    Empty,
    /// The first word is no command the brain knows; the line, trimmed.
    Unknown(String),
    /// The command came without the argument it needs (`argument` names it: `a size`, `x,y`, ...).
    MissingArgument {
        command: &'static str,
        argument: &'static str,
    },
    /// The argument does not read as what the command needs.
    InvalidArgument {
        command: &'static str,
        argument: &'static str,
        got: String,
    },
    /// The argument reads as a number, but not one the command allows (`allowed` says which do).
    OutOfRange {
        command: &'static str,
        argument: &'static str,
        got: String,
        allowed: &'static str,
    },
    /// Not two comma-separated coordinates `x,y`.
    NotAPoint { got: String },
    /// A coordinate (`axis` x or y) that is not an integer, in the point `got`.
    BadCoordinate { axis: char, got: String },
    /// Coordinates that are integers but outside every board.
    OffBoard(PointError),
    /// A stone line that is neither `x,y,field` nor `x,y`.
    NotAStone { got: String },
    /// A stone line whose field is not 0 to 3 (the protocol's 1 own, 2 opponent, 3 continuous
    /// game; 0 for swap2's lists).
    BadField { got: String },
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Empty => f.write_str("empty line"),
            CommandError::Unknown(line) => {
                let word = line.split_whitespace().next().unwrap_or(line);
                write!(f, "unknown command `{}`", Excerpt(word))
            }
            CommandError::MissingArgument { command, argument } => {
                write!(f, "{command} needs {argument}")
            }
            CommandError::InvalidArgument {
                command,
                argument,
                got,
            } => write!(f, "{command} needs {argument}, got `{}`", Excerpt(got)),
            CommandError::OutOfRange {
                command,
                argument,
                got,
                allowed,
            } => write!(
                f,
                "{command} needs {argument} of {allowed}, got `{}`",
                Excerpt(got)
            ),
            CommandError::NotAPoint { got } => write!(f, "expected x,y, got `{}`", Excerpt(got)),
            CommandError::BadCoordinate { axis, got } => {
                write!(f, "bad {axis} in `{}` (not an integer)", Excerpt(got))
            }
            CommandError::OffBoard(error) => error.fmt(f),
            CommandError::NotAStone { got } => {
                write!(f, "expected x,y,field, got `{}`", Excerpt(got))
            }
            CommandError::BadField { got } => write!(
                f,
                "bad field in `{}` (1, 2 or 3, or 0 in a swap2 list)",
                Excerpt(got)
            ),
        }
    }
}

impl std::error::Error for CommandError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CommandError::OffBoard(error) => Some(error),
            _ => None,
        }
    }
}

/// What a manager sends for `moves` played from the empty board as a `BOARD` block, to the brain
/// that plays `me`: `BOARD`, a stone line each (field 1 the brain's, 2 the opponent's), `DONE`.
pub fn board_block(moves: &[Point], me: Color) -> Vec<String> {
    let stones = moves.iter().enumerate().map(|(ply, point)| {
        let mover = if ply % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let field = if mover == me { 1 } else { 2 };
        format!("{},{},{field}", point.x(), point.y())
    });
    std::iter::once("BOARD".to_owned())
        .chain(stones)
        .chain(std::iter::once("DONE".to_owned()))
        .collect()
}

/// Parses `x,y` (0-based, x from the left, y from the top).
pub fn parse_xy(text: &str) -> Result<Point, CommandError> {
    let text = text.trim();
    let mut parts = text.split(',');
    let (Some(x), Some(y), None) = (parts.next(), parts.next(), parts.next()) else {
        return Err(CommandError::NotAPoint {
            got: text.to_string(),
        });
    };
    let coordinate = |value: &str, axis: char| {
        value
            .trim()
            .parse::<i64>()
            .map_err(|_| CommandError::BadCoordinate {
                axis,
                got: text.to_string(),
            })
    };
    let (x, y) = (coordinate(x, 'x')?, coordinate(y, 'y')?);
    Point::try_new(x, y).map_err(CommandError::OffBoard)
}

/// `x,y,field`, or `x,y` (swap2 lists; field 0 = "by order").
fn parse_stone(text: &str) -> Result<(Point, u8), CommandError> {
    let text = text.trim();
    let parts: Vec<&str> = text.split(',').collect();
    let (x, y, field) = match parts.as_slice() {
        [x, y] => (x, y, "0"),
        [x, y, field] => (x, y, *field),
        _ => {
            return Err(CommandError::NotAStone {
                got: text.to_string(),
            });
        }
    };
    let point = parse_xy(&format!("{x},{y}"))?;
    match field.trim().parse::<u8>() {
        Ok(field @ 0..=3) => Ok((point, field)),
        _ => Err(CommandError::BadField {
            got: text.to_string(),
        }),
    }
}

/// The argument of `command`, which must be there.
fn required<'a>(
    command: &'static str,
    argument: &'static str,
    rest: &'a str,
) -> Result<&'a str, CommandError> {
    if rest.is_empty() {
        Err(CommandError::MissingArgument { command, argument })
    } else {
        Ok(rest)
    }
}

/// The point argument of `command` (`TURN`, `TAKEBACK`, `PLAY`).
fn point_argument(command: &'static str, rest: &str) -> Result<Point, CommandError> {
    parse_xy(required(command, "x,y", rest)?)
}

/// Parses one line; `in_block` says whether a stone list is being read (where `x,y,f` lines
/// are expected).
pub fn parse_command(line: &str, in_block: bool) -> Result<Command, CommandError> {
    let line = line.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    if line.is_empty() {
        return Err(CommandError::Empty);
    }
    if in_block && line.as_bytes()[0].is_ascii_digit() {
        return parse_stone(line).map(|(point, field)| Command::Stone(point, field));
    }
    let (word, rest) = match line.find(char::is_whitespace) {
        Some(i) => (&line[..i], line[i..].trim()),
        None => (line, ""),
    };
    let invalid = |command, argument| CommandError::InvalidArgument {
        command,
        argument,
        got: rest.to_string(),
    };
    Ok(match word.to_ascii_uppercase().as_str() {
        "START" => required("START", "a size", rest)?
            .parse()
            .map(Command::Start)
            .map_err(|_| invalid("START", "a size"))?,
        "RECTSTART" => {
            let parts: Vec<&str> = required("RECTSTART", "w,h", rest)?
                .split(',')
                .map(str::trim)
                .collect();
            match parts.as_slice() {
                [w, h] => match (w.parse(), h.parse()) {
                    (Ok(w), Ok(h)) => Command::RectStart(w, h),
                    _ => return Err(invalid("RECTSTART", "w,h")),
                },
                _ => return Err(invalid("RECTSTART", "w,h")),
            }
        }
        "RESTART" => Command::Restart,
        "BEGIN" => Command::Begin,
        "TURN" => Command::Turn(point_argument("TURN", rest)?),
        "BOARD" => Command::Board,
        "YXBOARD" => Command::YxBoard,
        "SWAP2BOARD" => Command::Swap2Board,
        "DONE" => Command::Done,
        "TAKEBACK" => Command::Takeback(point_argument("TAKEBACK", rest)?),
        "PLAY" => Command::Play(point_argument("PLAY", rest)?),
        "END" => Command::End,
        "ABOUT" => Command::About,
        "INFO" => {
            let (key, value) = match rest.find(char::is_whitespace) {
                Some(i) => (&rest[..i], rest[i..].trim()),
                None => (rest, ""),
            };
            Command::Info(key.to_ascii_lowercase(), value.to_string())
        }
        "YXSTOP" => Command::YxStop,
        "YXSHOWFORBID" => Command::YxShowForbid,
        "YXNBEST" => match required("YXNBEST", "a count", rest)?.parse::<usize>() {
            Ok(0) => {
                return Err(CommandError::OutOfRange {
                    command: "YXNBEST",
                    argument: "a count",
                    got: rest.to_string(),
                    allowed: "1 or more",
                });
            }
            Ok(count) => Command::YxNBest(count),
            Err(_) => return Err(invalid("YXNBEST", "a count")),
        },
        _ => return Err(CommandError::Unknown(line.to_string())),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_case_insensitively_with_any_line_ending() {
        assert_eq!(parse_command("START 15\r", false), Ok(Command::Start(15)));
        assert_eq!(
            parse_command("turn 7,8", false),
            Ok(Command::Turn(Point::new(7, 8)))
        );
        assert_eq!(
            parse_command("INFO timeout_turn 5000", false),
            Ok(Command::Info("timeout_turn".into(), "5000".into()))
        );
        assert_eq!(
            parse_command("3,4,1", true),
            Ok(Command::Stone(Point::new(3, 4), 1))
        );
        assert_eq!(parse_command("YXNBEST 3", false), Ok(Command::YxNBest(3)));
        assert_eq!(
            parse_command("RECTSTART 15,15", false),
            Ok(Command::RectStart(15, 15))
        );
    }

    #[test]
    fn junk_is_an_error_that_says_what_is_wrong_never_a_panic() {
        let error = |line: &str, in_block: bool| parse_command(line, in_block).unwrap_err();
        assert!(matches!(
            error("TURN 99,1", false),
            CommandError::OffBoard(_)
        ));
        assert_eq!(
            error("TURN x,y", false),
            CommandError::BadCoordinate {
                axis: 'x',
                got: "x,y".into()
            }
        );
        assert_eq!(
            error("TURN 1,2,3", false).to_string(),
            "expected x,y, got `1,2,3`"
        );
        assert_eq!(error("TURN", false).to_string(), "TURN needs x,y");
        assert_eq!(
            error("3,4,7", true).to_string(),
            "bad field in `3,4,7` (1, 2 or 3, or 0 in a swap2 list)"
        );
        assert_eq!(error("START", false).to_string(), "START needs a size");
        assert_eq!(
            error("START big", false).to_string(),
            "START needs a size, got `big`"
        );
        assert_eq!(
            error("HELLO there", false),
            CommandError::Unknown("HELLO there".into())
        );
        assert_eq!(
            error("HELLO there", false).to_string(),
            "unknown command `HELLO`"
        );
        assert_eq!(
            error("YXNBEST 0", false).to_string(),
            "YXNBEST needs a count of 1 or more, got `0`"
        );
        assert_eq!(error("", false), CommandError::Empty);
        assert_eq!(error(" \u{feff}\r", true), CommandError::Empty);
    }
}
