//! The training data file: text, one position a line, tab separated (`→` below), after `#`
//! header lines:
//!
//! ```text
//! # gomoku-datagen 1 rule=freestyle size=15 nodes=12000 seed=1 random-plies=4 balanced=16 eval=hand
//! # rule→moves→result→score→game→best
//! freestyle→h8i9h9g8i8→1→137→0→g10
//! ```
//!
//! `moves` is the position from the empty board (black first) in board notation; `result` is
//! the game's result for the side to move (1 win, 0 loss, 0.5 draw); `score` the search's
//! evaluation for the side to move; `game` the game's index; `best` the move that search chose
//! (the move ordering's training target). Files written before `best` existed have five
//! fields and read as before. Lines starting with `#` are comments anywhere in the file.

use std::fmt;
use std::path::Path;

use gomoku_engine::board::Board;
use gomoku_engine::eval::EvalKind;
use gomoku_engine::notation::{format_moves, parse_moves};
use gomoku_engine::point::{BoardSize, Point};
use gomoku_engine::rules::Rule;

/// First word of the first header line, with the format version.
pub(crate) const HEADER_TAG: &str = "# gomoku-datagen 1";
/// The board every data file is played on.
pub const DATA_BOARD: BoardSize = BoardSize::STANDARD;

pub(crate) fn eval_name(kind: EvalKind) -> &'static str {
    match kind {
        EvalKind::Hand => "hand",
        EvalKind::Learned => "learned",
    }
}

/// The score written for a sampled search position whose label search proved a win (its
/// negation for a loss): in hand-set units, a win probability of about 0.97 at the usual
/// scale of 840.
pub const MATE_LABEL: i32 = 3000;

/// Sampling of the positions the search evaluates (its interior nodes and quiescence leaves),
/// on top of the game positions: `per_move` of them from each recorded move's search, each
/// labelled by a search of `label_nodes` nodes. Off (0) unless asked for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LeafSampling {
    pub per_move: u32,
    pub label_nodes: u64,
}

/// One training position.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub rule: Rule,
    /// From the empty board, black first.
    pub moves: Vec<Point>,
    /// For the side to move: 1 win, 0 loss, 0.5 draw.
    pub result: f32,
    /// The search's evaluation for the side to move. Game positions never carry a mate score;
    /// a sampled search position whose label search found a mate carries ±[`MATE_LABEL`].
    pub score: i32,
    pub game: u64,
    /// The move the search chose (absent in files written before it was recorded).
    pub best: Option<Point>,
}

impl Record {
    /// The record as one line, without the line break.
    pub fn to_line(&self) -> String {
        let result = if self.result == 0.5 {
            "0.5".to_string()
        } else {
            format!("{}", self.result as i32)
        };
        let best = match self.best {
            Some(point) => format!("\t{}", format_moves(&[point], DATA_BOARD)),
            None => String::new(),
        };
        format!(
            "{}\t{}\t{result}\t{}\t{}{best}",
            self.rule,
            format_moves(&self.moves, DATA_BOARD),
            self.score,
            self.game
        )
    }

    /// Reads one record line (see the module documentation).
    pub fn parse(line: &str) -> Result<Record, String> {
        let fields: Vec<&str> = line.trim_end_matches('\r').split('\t').collect();
        if !(5..=6).contains(&fields.len()) {
            return Err(format!(
                "expected 5 or 6 tab-separated fields (rule, moves, result, score, game, best), \
                 found {}",
                fields.len()
            ));
        }
        let rule: Rule = fields[0].parse().map_err(|e| format!("{e}"))?;
        let moves = parse_moves(fields[1], DATA_BOARD)
            .map_err(|e| format!("moves `{}`: {e}", fields[1]))?;
        let result = match fields[2] {
            "1" => 1.0,
            "0" => 0.0,
            "0.5" => 0.5,
            other => return Err(format!("result `{other}` is not 1, 0 or 0.5")),
        };
        let score = fields[3]
            .parse::<i32>()
            .ok()
            .filter(|s| s.abs() < 20_000)
            .ok_or_else(|| format!("score `{}` is not an evaluation", fields[3]))?;
        let game = fields[4]
            .parse::<u64>()
            .map_err(|_| format!("game `{}` is not a game index", fields[4]))?;
        let best = match fields.get(5) {
            None => None,
            Some(field) => match parse_moves(field, DATA_BOARD).as_deref() {
                Ok([point]) => Some(*point),
                _ => return Err(format!("best `{field}` is not one move")),
            },
        };
        Ok(Record {
            rule,
            moves,
            result,
            score,
            game,
            best,
        })
    }
}

/// The board after a record's moves (from the empty data board, black first).
pub(crate) fn replay(moves: &[Point]) -> Result<Board, String> {
    crate::game_records::board_after(DATA_BOARD, moves)
        .map_err(|e| format!("cannot replay the moves: {e}"))
}

/// The generation settings a file was made with, from its first header line. Resuming with
/// other settings would mix two different data sets, so it is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataSettings {
    pub rule: Rule,
    pub nodes: u64,
    pub seed: u64,
    pub random_plies: u32,
    pub balanced: usize,
    /// The evaluation the searcher plays with (the engine-wide choice, see
    /// [`gomoku_engine::eval::EvalKind`]); `eval=hand` is assumed for headers without it.
    pub eval: EvalKind,
    /// Search positions sampled besides the game's own (none in headers without `leaves=`).
    pub leaves: LeafSampling,
}

impl DataSettings {
    pub fn header(&self) -> String {
        // Files without sampled search positions keep the header they always had.
        let leaves = if self.leaves.per_move > 0 {
            format!(
                " leaves={} label-nodes={}",
                self.leaves.per_move, self.leaves.label_nodes
            )
        } else {
            String::new()
        };
        format!(
            "{HEADER_TAG} rule={} size={} nodes={} seed={} random-plies={} balanced={} eval={}{leaves}\n\
             # rule\tmoves\tresult\tscore\tgame\tbest\n",
            self.rule,
            DATA_BOARD.get(),
            self.nodes,
            self.seed,
            self.random_plies,
            self.balanced,
            eval_name(self.eval)
        )
    }

    fn parse_header(line: &str) -> Result<DataSettings, String> {
        let rest = line
            .strip_prefix(HEADER_TAG)
            .filter(|rest| rest.is_empty() || rest.starts_with(' '))
            .ok_or_else(|| {
                format!(
                    "not a gomoku-datagen file: the first line should start with `{HEADER_TAG}`"
                )
            })?;
        let mut settings = DataSettings {
            rule: Rule::Freestyle,
            nodes: 0,
            seed: 0,
            random_plies: 0,
            balanced: 0,
            eval: EvalKind::Hand,
            leaves: LeafSampling::default(),
        };
        let mut seen = 0;
        for item in rest.split_whitespace() {
            let (key, value) = item
                .split_once('=')
                .ok_or_else(|| format!("header item `{item}` is not key=value"))?;
            let number = || {
                value
                    .parse::<u64>()
                    .map_err(|_| format!("header {key}={value}: not a number"))
            };
            match key {
                "rule" => settings.rule = value.parse().map_err(|e| format!("header: {e}"))?,
                "size" if number()? == DATA_BOARD.get() as u64 => {}
                "size" => return Err(format!("header size={value}: only 15 is supported")),
                "nodes" => settings.nodes = number()?,
                "seed" => settings.seed = number()?,
                "random-plies" => settings.random_plies = number()? as u32,
                "balanced" => settings.balanced = number()? as usize,
                "leaves" => {
                    settings.leaves.per_move = number()? as u32;
                    continue;
                }
                "label-nodes" => {
                    settings.leaves.label_nodes = number()?;
                    continue;
                }
                "eval" => {
                    settings.eval = match value {
                        "hand" => EvalKind::Hand,
                        "learned" => EvalKind::Learned,
                        _ => return Err(format!("header eval={value}: not hand or learned")),
                    };
                    continue;
                }
                _ => return Err(format!("header: unknown item `{item}`")),
            }
            seen += 1;
        }
        if seen < 6 {
            return Err(
                "header: missing settings (rule, size, nodes, seed, random-plies, balanced)".into(),
            );
        }
        Ok(settings)
    }

    /// What differs between the file's settings and these, for the refusal message.
    fn differences(&self, file: &DataSettings) -> Vec<String> {
        let mut out = Vec::new();
        let mut check = |name: &str, ours: String, theirs: String| {
            if ours != theirs {
                out.push(format!("{name} {theirs} in the file, {ours} asked"));
            }
        };
        check("rule", self.rule.to_string(), file.rule.to_string());
        check("nodes", self.nodes.to_string(), file.nodes.to_string());
        check("seed", self.seed.to_string(), file.seed.to_string());
        check(
            "random-plies",
            self.random_plies.to_string(),
            file.random_plies.to_string(),
        );
        check(
            "balanced",
            self.balanced.to_string(),
            file.balanced.to_string(),
        );
        check(
            "eval",
            eval_name(self.eval).to_string(),
            eval_name(file.eval).to_string(),
        );
        check(
            "leaves",
            self.leaves.per_move.to_string(),
            file.leaves.per_move.to_string(),
        );
        check(
            "label-nodes",
            self.leaves.label_nodes.to_string(),
            file.leaves.label_nodes.to_string(),
        );
        out
    }
}

/// Why a data file could not be used.
#[derive(Debug)]
pub enum DataError {
    Io {
        path: String,
        error: std::io::Error,
    },
    /// A line that is not a record; `line` counts from 1.
    Malformed {
        path: String,
        line: usize,
        reason: String,
    },
    /// Resuming a file made with other settings.
    Mismatch {
        path: String,
        reason: String,
    },
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DataError::Io { path, error } => write!(f, "{path}: {error}"),
            DataError::Malformed { path, line, reason } => {
                write!(f, "{path}, line {line}: {reason}")
            }
            DataError::Mismatch { path, reason } => write!(
                f,
                "{path} was generated with other settings ({reason}); use the same options to \
                 continue it, or another --out"
            ),
        }
    }
}

impl std::error::Error for DataError {}

pub(crate) fn io_error(path: &Path, error: std::io::Error) -> DataError {
    DataError::Io {
        path: path.display().to_string(),
        error,
    }
}

/// A parsed data file.
#[derive(Debug)]
pub struct DataFile {
    pub settings: DataSettings,
    pub records: Vec<Record>,
    /// Bytes of complete lines: a final line without its line break (an interrupted write) is
    /// left out of `records` and of this length.
    pub complete_len: usize,
}

impl DataFile {
    /// The game after the highest one in the file (0 if it has no records).
    pub fn next_game(&self) -> u64 {
        self.records.iter().map(|r| r.game + 1).max().unwrap_or(0)
    }
}

/// Parses a data file's text; `path` only names it in errors.
pub fn parse_data(text: &str, path: &str) -> Result<DataFile, DataError> {
    let complete_len = text.rfind('\n').map_or(0, |at| at + 1);
    let complete = &text[..complete_len];
    let malformed = |line: usize, reason: String| DataError::Malformed {
        path: path.to_string(),
        line,
        reason,
    };
    let mut lines = complete.lines();
    let first = lines
        .next()
        .ok_or_else(|| malformed(1, "empty file: no gomoku-datagen header line".into()))?;
    let settings = DataSettings::parse_header(first).map_err(|reason| malformed(1, reason))?;
    let mut records = Vec::new();
    for (index, line) in lines.enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let record = Record::parse(line).map_err(|reason| malformed(index + 2, reason))?;
        if record.rule != settings.rule {
            return Err(malformed(
                index + 2,
                format!(
                    "rule {} in a {} file (the header's rule)",
                    record.rule, settings.rule
                ),
            ));
        }
        records.push(record);
    }
    Ok(DataFile {
        settings,
        records,
        complete_len,
    })
}

/// Reads and parses a data file.
pub fn read_data(path: &Path) -> Result<DataFile, DataError> {
    let bytes = std::fs::read(path).map_err(|e| io_error(path, e))?;
    let name = path.display().to_string();
    let text = String::from_utf8(bytes).map_err(|_| DataError::Malformed {
        path: name.clone(),
        line: 0,
        reason: "not UTF-8 text".into(),
    })?;
    parse_data(&text, &name)
}

/// Checks a file about to be continued was made with `settings`.
pub(crate) fn check_settings(
    path: &Path,
    file: &DataSettings,
    settings: &DataSettings,
) -> Result<(), DataError> {
    let differences = settings.differences(file);
    if differences.is_empty() {
        Ok(())
    } else {
        Err(DataError::Mismatch {
            path: path.display().to_string(),
            reason: differences.join(", "),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> DataSettings {
        DataSettings {
            rule: Rule::Renju,
            nodes: 500,
            seed: 7,
            random_plies: 4,
            balanced: 0,
            eval: EvalKind::Hand,
            leaves: LeafSampling::default(),
        }
    }

    #[test]
    fn records_and_headers_round_trip() {
        let record = Record {
            rule: Rule::Renju,
            moves: parse_moves("h8i9h9", DATA_BOARD).unwrap(),
            result: 0.5,
            score: -42,
            game: 17,
            best: Some(Point::new(9, 6)),
        };
        let line = record.to_line();
        assert_eq!(line, "renju\th8i9h9\t0.5\t-42\t17\tj9");
        let text = format!("{}{line}\n{line}", settings().header());
        let file = parse_data(&text, "x").unwrap();
        assert_eq!(file.settings, settings());
        assert_eq!(file.records, vec![record.clone()]);
        assert_eq!(file.next_game(), 18);
        assert_eq!(file.complete_len, text.len() - line.len());
        // Lines from before the best move was recorded read without it.
        let old = parse_data(
            &format!("{}renju\th8i9h9\t0.5\t-42\t17\n", settings().header()),
            "x",
        )
        .unwrap();
        let without_best = Record {
            best: None,
            ..record
        };
        assert_eq!(old.records, vec![without_best.clone()]);
        assert_eq!(without_best.to_line(), "renju\th8i9h9\t0.5\t-42\t17");
    }

    #[test]
    fn malformed_lines_name_the_line_and_the_problem() {
        let bad = |body: &str| {
            parse_data(&format!("{}{body}\n", settings().header()), "data.tsv")
                .unwrap_err()
                .to_string()
        };
        assert!(bad("renju\th8\t1\t5").contains("line 3: expected 5 or 6 tab-separated fields"));
        assert!(bad("renju\th8\t1\t5\t0\th8i9").contains("best `h8i9`"));
        assert!(bad("renju\th8\t1\t5\t0\tz99").contains("best `z99`"));
        assert!(bad("renju\th8h8\t1\t5\t0").contains("moves"));
        assert!(bad("renju\th8\t2\t5\t0").contains("result `2`"));
        assert!(bad("renju\th8\t1\tW5\t0").contains("score"));
        assert!(bad("freestyle\th8\t1\t5\t0").contains("rule freestyle in a renju file"));
        // Headers from before the eval item mean the hand-set evaluation.
        let old_header = settings().header().replace(" eval=hand", "");
        assert_eq!(parse_data(&old_header, "x").unwrap().settings, settings());
        // Sampled search positions are in the header when there are any, and must match.
        let mut sampled = settings();
        sampled.leaves = LeafSampling {
            per_move: 3,
            label_nodes: 2000,
        };
        let header = sampled.header();
        assert!(header.contains(" leaves=3 label-nodes=2000\n"), "{header}");
        assert_eq!(parse_data(&header, "x").unwrap().settings, sampled);
        let error = check_settings(Path::new("f"), &sampled, &settings()).unwrap_err();
        assert!(
            error.to_string().contains("leaves 3 in the file, 0 asked"),
            "{error}"
        );
        let error = parse_data("hello\n", "data.tsv").unwrap_err().to_string();
        assert!(error.contains("not a gomoku-datagen file"), "{error}");
        let mut other = settings();
        other.seed = 8;
        let error = check_settings(Path::new("f"), &settings(), &other).unwrap_err();
        assert!(
            error.to_string().contains("seed 7 in the file, 8 asked"),
            "{error}"
        );
    }
}
