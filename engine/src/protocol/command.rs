//! Parsing one line of the Gomocup / Piskvork brain protocol (and Yixin Board's extensions).
//! Parsing never fails: anything unrecognised becomes [`Command::Unknown`], and malformed
//! arguments become [`Command::Malformed`] with a message, so the brain can answer and go on.

use crate::point::Point;

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
    Unknown(String),
    Malformed(String),
}

/// Parses `x,y` (0-based, x from the left, y from the top).
pub fn parse_xy(text: &str) -> Result<Point, String> {
    let mut parts = text.trim().split(',');
    let (Some(x), Some(y), None) = (parts.next(), parts.next(), parts.next()) else {
        return Err(format!("expected x,y, got `{}`", text.trim()));
    };
    let x: i64 = x
        .trim()
        .parse()
        .map_err(|_| format!("bad x in `{}`", text.trim()))?;
    let y: i64 = y
        .trim()
        .parse()
        .map_err(|_| format!("bad y in `{}`", text.trim()))?;
    Point::try_new(x, y).map_err(|e| e.to_string())
}

/// `x,y,field`, or `x,y` (swap2 lists; field 0 = "by order").
fn parse_stone(text: &str) -> Result<(Point, u8), String> {
    let parts: Vec<&str> = text.trim().split(',').collect();
    let (x, y, field) = match parts.as_slice() {
        [x, y] => (x, y, "0"),
        [x, y, field] => (x, y, *field),
        _ => return Err(format!("expected x,y,field, got `{}`", text.trim())),
    };
    let point = parse_xy(&format!("{x},{y}"))?;
    match field.trim().parse::<u8>() {
        Ok(field @ 0..=3) => Ok((point, field)),
        _ => Err(format!("bad field in `{}` (1, 2 or 3)", text.trim())),
    }
}

/// Parses one line; `in_block` says whether a stone list is being read (where `x,y,f` lines
/// are expected).
pub fn parse_command(line: &str, in_block: bool) -> Command {
    let line = line.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}');
    if line.is_empty() {
        return Command::Unknown(String::new());
    }
    if in_block && line.as_bytes()[0].is_ascii_digit() {
        return match parse_stone(line) {
            Ok((point, field)) => Command::Stone(point, field),
            Err(message) => Command::Malformed(message),
        };
    }
    let (word, rest) = match line.find(char::is_whitespace) {
        Some(i) => (&line[..i], line[i..].trim()),
        None => (line, ""),
    };
    let malformed = |message: String| Command::Malformed(message);
    match word.to_ascii_uppercase().as_str() {
        "START" => rest
            .parse()
            .map(Command::Start)
            .unwrap_or_else(|_| malformed(format!("START needs a size, got `{rest}`"))),
        "RECTSTART" => {
            let parts: Vec<&str> = rest.split(',').map(str::trim).collect();
            match parts.as_slice() {
                [w, h] => match (w.parse(), h.parse()) {
                    (Ok(w), Ok(h)) => Command::RectStart(w, h),
                    _ => malformed(format!("RECTSTART needs w,h, got `{rest}`")),
                },
                _ => malformed(format!("RECTSTART needs w,h, got `{rest}`")),
            }
        }
        "RESTART" => Command::Restart,
        "BEGIN" => Command::Begin,
        "TURN" => parse_xy(rest).map(Command::Turn).unwrap_or_else(malformed),
        "BOARD" => Command::Board,
        "YXBOARD" => Command::YxBoard,
        "SWAP2BOARD" => Command::Swap2Board,
        "DONE" => Command::Done,
        "TAKEBACK" => parse_xy(rest)
            .map(Command::Takeback)
            .unwrap_or_else(malformed),
        "PLAY" => parse_xy(rest).map(Command::Play).unwrap_or_else(malformed),
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
        "YXNBEST" => rest
            .parse()
            .ok()
            .filter(|&n: &usize| n >= 1)
            .map(Command::YxNBest)
            .unwrap_or_else(|| malformed(format!("YXNBEST needs a count, got `{rest}`"))),
        _ => Command::Unknown(line.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_parse_case_insensitively_with_any_line_ending() {
        assert_eq!(parse_command("START 15\r", false), Command::Start(15));
        assert_eq!(
            parse_command("turn 7,8", false),
            Command::Turn(Point::new(7, 8))
        );
        assert_eq!(
            parse_command("INFO timeout_turn 5000", false),
            Command::Info("timeout_turn".into(), "5000".into())
        );
        assert_eq!(
            parse_command("3,4,1", true),
            Command::Stone(Point::new(3, 4), 1)
        );
        assert_eq!(parse_command("YXNBEST 3", false), Command::YxNBest(3));
        assert_eq!(
            parse_command("RECTSTART 15,15", false),
            Command::RectStart(15, 15)
        );
    }

    #[test]
    fn junk_is_unknown_or_malformed_never_a_panic() {
        assert!(matches!(
            parse_command("TURN 99,1", false),
            Command::Malformed(_)
        ));
        assert!(matches!(
            parse_command("TURN x,y", false),
            Command::Malformed(_)
        ));
        assert!(matches!(
            parse_command("TURN 1,2,3", false),
            Command::Malformed(_)
        ));
        assert!(matches!(
            parse_command("3,4,7", true),
            Command::Malformed(_)
        ));
        assert!(matches!(
            parse_command("START", false),
            Command::Malformed(_)
        ));
        assert!(matches!(parse_command("HELLO", false), Command::Unknown(_)));
        assert!(matches!(
            parse_command("YXNBEST 0", false),
            Command::Malformed(_)
        ));
        assert_eq!(parse_command("", false), Command::Unknown(String::new()));
    }
}
