//! One terminal game: commands in, text out. Kept apart from stdin/stdout so it can be tested.

use std::fs;
use std::path::Path;

use gomoku_engine::notation::{format_moves, format_point, parse_moves, parse_point};
use gomoku_engine::psq::{PsqRecord, parse_psq, write_psq};
use gomoku_engine::record::GameRecord;
use gomoku_engine::{Color, Game, GameOptions, GameResult, PlayError, Point};

const HELP: &str = "\
commands:
  h8            play a move (column letter, row number from the bottom)
  undo | u      take back a move          redo | r    replay it
  jump N        go to ply N (0 = empty board)
  new           start again (same rule and size)
  pos           print the position string (h8i9...)
  load h8i9...  set up a position string
  save FILE     save the game (.psq for Piskvork, anything else JSON)
  open FILE     load a saved game (JSON record or .psq)
  forbid        list black's forbidden points (renju)
  help          this text          quit | q    leave";

/// What a command printed, and whether to stop.
pub struct Reply {
    pub text: String,
    pub quit: bool,
}

impl Reply {
    fn text(text: impl Into<String>) -> Self {
        Reply {
            text: text.into(),
            quit: false,
        }
    }
}

pub struct Session {
    game: Game,
}

impl Session {
    pub fn new(options: GameOptions) -> Self {
        Session {
            game: Game::with_options(options),
        }
    }

    pub fn prompt(&self) -> String {
        match self.game.result() {
            Some(_) => "game over (undo, new, save, quit)> ".to_string(),
            None => format!("{} to move> ", self.game.to_move()),
        }
    }

    /// Replaces the game with a position string's moves; on error the game is unchanged.
    pub fn load_position(&mut self, text: &str) -> Result<(), String> {
        let moves = parse_moves(text, self.game.size()).map_err(|e| e.to_string())?;
        self.game = Game::from_moves(self.game.options(), &moves)
            .map_err(|(index, error)| format!("move {}: {error}", index + 1))?;
        Ok(())
    }

    /// Runs one command line.
    pub fn command(&mut self, line: &str) -> Result<Reply, String> {
        let line = line.trim();
        let (verb, argument) = line.split_once(' ').unwrap_or((line, ""));
        let argument = argument.trim();
        match verb.to_ascii_lowercase().as_str() {
            "" => Ok(Reply::text("")),
            "help" | "?" => Ok(Reply::text(HELP)),
            "quit" | "q" | "exit" => Ok(Reply {
                text: String::new(),
                quit: true,
            }),
            "undo" | "u" => self.step(Game::undo, "nothing to undo"),
            "redo" | "r" => self.step(Game::redo, "nothing to redo"),
            "jump" => {
                let ply = argument
                    .parse::<usize>()
                    .map_err(|_| format!("jump needs a ply number, not {argument:?}"))?;
                self.game.jump_to(ply).map_err(|e| e.to_string())?;
                Ok(Reply::text(self.render()))
            }
            "new" => {
                self.game = Game::with_options(self.game.options());
                Ok(Reply::text(self.render()))
            }
            "pos" => Ok(Reply::text(format_moves(
                &self.game.moves(),
                self.game.size(),
            ))),
            "load" => {
                self.load_position(argument)?;
                Ok(Reply::text(self.render()))
            }
            "save" => self.save(argument),
            "open" => self.open(argument),
            "forbid" => {
                let points = self.game.forbidden_points();
                let size = self.game.size();
                Ok(Reply::text(if points.is_empty() {
                    "no forbidden points".to_string()
                } else {
                    let names: Vec<String> = points
                        .iter()
                        .map(|&p| {
                            let kind = self.game.forbidden_kind(p).map(|k| k.to_string());
                            format!("{} ({})", format_point(p, size), kind.unwrap_or_default())
                        })
                        .collect();
                    names.join(", ")
                }))
            }
            _ => {
                let point = parse_point(line, self.game.size())
                    .map_err(|e| format!("{e} (type `help` for the commands)"))?;
                let result = self.game.play(point).map_err(|e| self.explain(e))?;
                let mut text = self.render();
                if let Some(result) = result {
                    text.push_str(&format!("\n{}", self.describe(result)));
                }
                Ok(Reply::text(text))
            }
        }
    }

    fn step(
        &mut self,
        action: fn(&mut Game) -> Option<Point>,
        none: &str,
    ) -> Result<Reply, String> {
        action(&mut self.game).ok_or_else(|| none.to_string())?;
        Ok(Reply::text(self.render()))
    }

    /// A refused move in the player's coordinates.
    fn explain(&self, error: PlayError) -> String {
        let name = |p: Point| format_point(p, self.game.size());
        match error {
            PlayError::OffBoard(p) => format!("{} is off the board", name(p)),
            PlayError::Occupied(p) => format!("{} is already occupied", name(p)),
            PlayError::Forbidden { point, kind } => {
                format!("{} is forbidden for black ({kind})", name(point))
            }
            PlayError::GameOver(_) => error.to_string(),
        }
    }

    fn describe(&self, result: GameResult) -> String {
        let size = self.game.size();
        match result {
            GameResult::Win { line, .. } => {
                let stones: Vec<String> = line.points().map(|p| format_point(p, size)).collect();
                format!("{result}: {}", stones.join(" "))
            }
            GameResult::ForbiddenLoss { point, .. } => {
                format!("{result} at {}", format_point(point, size))
            }
            GameResult::Draw => result.to_string(),
        }
    }

    fn save(&self, path: &str) -> Result<Reply, String> {
        if path.is_empty() {
            return Err("save needs a file name".to_string());
        }
        let text = if path.ends_with(".psq") {
            write_psq(&PsqRecord::new(self.game.size(), self.game.moves()))
        } else {
            GameRecord::from_game(&self.game).to_json()
        };
        // Write a sibling file and rename it over the target, so a crash never leaves half a save.
        let temporary = format!("{path}.tmp");
        fs::write(&temporary, text)
            .and_then(|()| fs::rename(&temporary, path))
            .map_err(|e| format!("cannot save {path}: {e}"))?;
        Ok(Reply::text(format!("saved {path}")))
    }

    fn open(&mut self, path: &str) -> Result<Reply, String> {
        let text =
            fs::read_to_string(Path::new(path)).map_err(|e| format!("cannot read {path}: {e}"))?;
        let game = if path.ends_with(".psq") {
            let record = parse_psq(&text).map_err(|e| format!("{path}: {e}"))?;
            let options = GameOptions {
                size: record.size,
                ..self.game.options()
            };
            Game::from_moves(options, &record.moves)
                .map_err(|(index, error)| format!("{path}: move {}: {error}", index + 1))?
        } else {
            GameRecord::from_json(&text)
                .and_then(|record| record.to_game())
                .map_err(|e| format!("{path}: {e}"))?
        };
        self.game = game;
        Ok(Reply::text(self.render()))
    }

    /// The board with coordinates; the last move in brackets, forbidden points as `*`.
    pub fn render(&self) -> String {
        let size = self.game.size();
        let n = size.get();
        let forbidden = self.game.forbidden_points();
        let last = self.game.last_move();
        let letters: String = (0..n).map(|x| format!(" {}", (b'a' + x) as char)).collect();
        let mut text = format!(
            "{} {} {}, ply {}\n   {letters}\n",
            self.game.rule(),
            size,
            match self.game.result() {
                Some(result) => result.to_string(),
                None => format!("{} to move", self.game.to_move()),
            },
            self.game.ply()
        );
        for y in 0..n {
            text.push_str(&format!("{:>3}", n - y));
            for x in 0..n {
                let point = Point::new(x, y);
                let left = if Some(point) == last {
                    '['
                } else if x > 0 && Some(Point::new(x - 1, y)) == last {
                    ']'
                } else {
                    ' '
                };
                let cell = match self.game.board().stone(point) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None if forbidden.contains(&point) => '*',
                    None => '.',
                };
                text.push(left);
                text.push(cell);
            }
            text.push(if Some(Point::new(n - 1, y)) == last {
                ']'
            } else {
                ' '
            });
            text.push_str(&format!("{}\n", n - y));
        }
        text.push_str(&format!("   {letters}"));
        text
    }
}
