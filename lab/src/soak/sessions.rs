//! Random protocol sessions, each line sent on its own and each reply awaited and checked
//! against a model of the brain's board: the brain must answer what needs an answer (in
//! time), stay silent for what needs none, never panic, and never play an occupied point, a
//! point off the board, or (renju) a forbidden point while black has another.
//!
//! A session mixes the commands a manager sends (`START`, `INFO`, `BEGIN`, `TURN`, `BOARD`,
//! `TAKEBACK`, `PLAY`, `RESTART`, `YXSTOP` during a search, commands queued behind a search)
//! with what a broken one sends: junk bytes, blank lines inside and outside blocks, bad
//! numbers, huge lines, and an end by `END` or by closing stdin.

use std::time::{Duration, Instant};

use gomoku_engine::protocol::{board_block, parse_xy};
use gomoku_engine::{Board, BoardSize, Color, Point, Rule};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

use super::{Silence, SoakBrain};

/// What the sessions found.
#[derive(Default, Debug)]
pub struct Tally {
    pub sessions: u64,
    pub lines: u64,
    pub moves: u64,
    pub panics: u64,
    pub hangs: u64,
    pub illegal_moves: u64,
    /// A reply that was not what the line asked for (or a reply to a line that needs none).
    pub wrong_replies: u64,
    /// The first failures, described.
    pub examples: Vec<String>,
}

impl Tally {
    pub fn add(&mut self, other: Tally) {
        self.sessions += other.sessions;
        self.lines += other.lines;
        self.moves += other.moves;
        self.panics += other.panics;
        self.hangs += other.hangs;
        self.illegal_moves += other.illegal_moves;
        self.wrong_replies += other.wrong_replies;
        for example in other.examples {
            if self.examples.len() < 20 {
                self.examples.push(example);
            }
        }
    }

    pub fn failures(&self) -> u64 {
        self.panics + self.hangs + self.illegal_moves + self.wrong_replies
    }

    pub fn describe(&self) -> String {
        format!(
            "{} sessions, {} lines, {} moves: {} panics, {} hangs, {} illegal moves, {} wrong \
             replies",
            self.sessions,
            self.lines,
            self.moves,
            self.panics,
            self.hangs,
            self.illegal_moves,
            self.wrong_replies
        )
    }
}

/// What a line needs back.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Expect {
    Nothing,
    Ok,
    /// `ERROR …` or `UNKNOWN …`.
    Refusal,
    /// A move for the side to move on the model board.
    Move,
    /// `PLAY`'s echo of the point.
    Echo(Point),
    About,
    Forbid,
}

/// How long a reply may take beyond the turn before the brain counts as hung.
const GRACE: Duration = Duration::from_secs(3);

/// One session against a fresh brain; the tally of its one session.
pub fn run_session(command: &str, seed: u64) -> Tally {
    let mut tally = Tally {
        sessions: 1,
        ..Tally::default()
    };
    let mut brain = match SoakBrain::spawn(command) {
        Ok(brain) => brain,
        Err(error) => {
            tally.hangs += 1;
            tally
                .examples
                .push(format!("seed {seed}: cannot start: {error}"));
            return tally;
        }
    };
    let mut session = Session {
        rng: StdRng::seed_from_u64(seed),
        seed,
        board: None,
        rule: Rule::Freestyle,
        turn: Duration::from_secs(5),
        tally,
        transcript: Vec::new(),
    };
    session.run(&mut brain);
    let stderr = brain.stderr();
    if stderr.contains("panicked") || stderr.contains("internal error") {
        session.fail(Failure::Panic, &format!("stderr: {}", first_line(&stderr)));
    }
    session.tally
}

enum Failure {
    Panic,
    Hang,
    Illegal,
    Wrong,
}

struct Session {
    rng: StdRng,
    seed: u64,
    /// The brain's board as the protocol left it; `None` before `START`.
    board: Option<Board>,
    rule: Rule,
    turn: Duration,
    tally: Tally,
    /// The last lines sent, for a failure's description.
    transcript: Vec<String>,
}

impl Session {
    fn run(&mut self, brain: &mut SoakBrain) {
        let steps = self.rng.random_range(3..40);
        for step in 0..steps {
            let carry_on = if step == 0 || self.board.is_none() && self.rng.random_bool(0.6) {
                self.start(brain)
            } else {
                self.random_step(brain)
            };
            if !carry_on || self.tally.failures() > 0 {
                return;
            }
        }
        // Silence was kept where it should be: the next reply is ABOUT's.
        if !self.exchange(brain, "ABOUT", Expect::About) {
            return;
        }
        if self.rng.random_bool(0.5) {
            self.send(brain, "END");
        } else {
            brain.close_input();
        }
        if !brain.exited_within(Duration::from_secs(2)) {
            self.fail(Failure::Hang, "still running 2 s after its input ended");
        }
    }

    fn start(&mut self, brain: &mut SoakBrain) -> bool {
        let size = match self.rng.random_range(0..10) {
            0 => self.rng.random_range(0..40),
            1..=3 => self.rng.random_range(5..=22),
            4..=6 => 15,
            _ => 20,
        };
        let ok = BoardSize::new(size).ok();
        let expect = if ok.is_some() {
            Expect::Ok
        } else {
            Expect::Refusal
        };
        let done = self.exchange(brain, &format!("START {size}"), expect);
        if let Some(size) = ok {
            self.board = Some(Board::new(size));
            let turn = self.rng.random_range(5..60);
            self.turn = Duration::from_millis(turn);
            self.send(brain, &format!("INFO timeout_turn {turn}"));
        }
        done
    }

    fn random_step(&mut self, brain: &mut SoakBrain) -> bool {
        match self.rng.random_range(0..100) {
            0..=9 => self.info(brain),
            10..=29 => self.turn(brain),
            30..=37 => self.board_block(brain),
            38..=41 => self.begin(brain),
            42..=45 => self.takeback(brain),
            46..=48 => self.play(brain),
            49..=51 => {
                if let Some(board) = &mut self.board {
                    *board = Board::new(board.size());
                }
                self.exchange(brain, "RESTART", self.started_or(Expect::Ok))
            }
            52..=54 => self.exchange(brain, "YXSHOWFORBID", self.started_or(Expect::Forbid)),
            55..=57 => self.stop_a_long_think(brain),
            58..=60 => self.queued_behind_a_search(brain),
            61..=72 => {
                let junk = self.junk();
                self.exchange(brain, &junk, Expect::Refusal)
            }
            73..=78 => self.exchange(brain, "", Expect::Nothing),
            79..=81 => {
                let huge = "Z".repeat(self.rng.random_range(65_537..300_000));
                self.exchange(brain, &huge, Expect::Refusal)
            }
            82..=84 => self.exchange(brain, "YXSTOP", Expect::Nothing),
            85..=87 => self.exchange(brain, "ABOUT", Expect::About),
            88..=90 => self.start(brain),
            _ => self.exchange(brain, "INFO some_future_key 17", Expect::Nothing),
        }
    }

    /// `expect` once a game is started, a refusal before.
    fn started_or(&self, expect: Expect) -> Expect {
        if self.board.is_some() {
            expect
        } else {
            Expect::Refusal
        }
    }

    fn info(&mut self, brain: &mut SoakBrain) -> bool {
        let (line, expect) = match self.rng.random_range(0..9) {
            0 => {
                let turn = self.rng.random_range(0..80);
                // 0 asks for a fast move: the brain takes 100 ms.
                self.turn = Duration::from_millis(if turn == 0 { 100 } else { turn });
                (format!("INFO timeout_turn {turn}"), Expect::Nothing)
            }
            1 => (
                format!("INFO max_node {}", self.rng.random_range(0..20_000)),
                Expect::Nothing,
            ),
            2 => {
                let threads = self.rng.random_range(1..=8);
                (format!("INFO thread_num {threads}"), Expect::Nothing)
            }
            3 => {
                let memory: u64 = match self.rng.random_range(0..3) {
                    0 => 0,
                    1 => self.rng.random_range(1..(1 << 31)),
                    _ => 2_147_483_647,
                };
                (format!("INFO max_memory {memory}"), Expect::Nothing)
            }
            4 => {
                let rule = [Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Caro]
                    [self.rng.random_range(0..4)];
                // Before START too, the rule holds for the games after.
                self.rule = rule;
                (
                    format!("INFO rule {}", rule.gomocup_bits()),
                    Expect::Nothing,
                )
            }
            5 => ("INFO timeout_turn soon".to_owned(), Expect::Refusal),
            6 => (
                format!("INFO time_left {}", self.rng.random_range(-500..100_000)),
                Expect::Nothing,
            ),
            7 => ("INFO max_depth 3".to_owned(), Expect::Nothing),
            _ => ("INFO max_depth 0".to_owned(), Expect::Nothing),
        };
        self.exchange(brain, &line, expect)
    }

    fn turn(&mut self, brain: &mut SoakBrain) -> bool {
        let Some(board) = &self.board else {
            return self.exchange(brain, "TURN 7,7", Expect::Refusal);
        };
        let edge = board.size().get() as i64;
        let (x, y) = (
            self.rng.random_range(-1..=edge),
            self.rng.random_range(-1..=edge),
        );
        let point = Point::try_new(x, y)
            .ok()
            .filter(|&p| board.size().contains(p) && board.is_empty(p));
        let line = format!("TURN {x},{y}");
        match point {
            Some(point) => {
                let mut after = board.clone();
                after.make_move(point);
                self.board = Some(after);
                self.exchange(brain, &line, Expect::Move)
            }
            None => self.exchange(brain, &line, Expect::Refusal),
        }
    }

    fn begin(&mut self, brain: &mut SoakBrain) -> bool {
        let expect = self.started_or(Expect::Move);
        self.exchange(brain, "BEGIN", expect)
    }

    fn takeback(&mut self, brain: &mut SoakBrain) -> bool {
        let last = self.board.as_ref().and_then(Board::last_move);
        match (last, self.rng.random_bool(0.8)) {
            (Some(point), true) => {
                if let Some(board) = &mut self.board {
                    board.undo();
                }
                self.exchange(
                    brain,
                    &format!("TAKEBACK {},{}", point.x(), point.y()),
                    Expect::Ok,
                )
            }
            _ => {
                // Not the last move (or none): refused.
                let line = match last {
                    Some(point) if point != Point::new(0, 0) => "TAKEBACK 0,0".to_owned(),
                    Some(_) => "TAKEBACK 1,1".to_owned(),
                    None => "TAKEBACK 0,0".to_owned(),
                };
                self.exchange(brain, &line, Expect::Refusal)
            }
        }
    }

    fn play(&mut self, brain: &mut SoakBrain) -> bool {
        let Some(board) = &mut self.board else {
            return self.exchange(brain, "PLAY 3,3", Expect::Refusal);
        };
        let edge = board.size().get();
        let point = Point::new(
            self.rng.random_range(0..edge),
            self.rng.random_range(0..edge),
        );
        let line = format!("PLAY {},{}", point.x(), point.y());
        if board.is_empty(point) {
            board.make_move(point);
            self.exchange(brain, &line, Expect::Echo(point))
        } else {
            self.exchange(brain, &line, Expect::Refusal)
        }
    }

    /// A `BOARD` block of a random legal position, with blank and junk lines among its stones.
    fn board_block(&mut self, brain: &mut SoakBrain) -> bool {
        let Some(board) = &self.board else {
            // Refused at once, and then its DONE is a line outside a block.
            return self.exchange(brain, "BOARD", Expect::Refusal)
                && self.exchange(brain, "DONE", Expect::Refusal);
        };
        let size = board.size();
        let edge = size.get();
        let stones = self.rng.random_range(0..size.area().min(30));
        let mut position = Board::new(size);
        let mut moves = Vec::new();
        while moves.len() < stones {
            let point = Point::new(
                self.rng.random_range(0..edge),
                self.rng.random_range(0..edge),
            );
            if position.is_empty(point) {
                position.make_move(point);
                moves.push(point);
            }
        }
        let lines = board_block(&moves, position.side_to_move());
        let (done, opening_and_stones) = lines.split_last().expect("BOARD … DONE");
        for line in opening_and_stones {
            if !self.exchange(brain, line, Expect::Nothing) {
                return false;
            }
            // Blank and bad lines among the stones: a bad one is refused, the block goes on.
            let extra = match self.rng.random_range(0..12) {
                0 => Some(("", Expect::Nothing)),
                1 => Some(("7,x,1", Expect::Refusal)),
                2 => Some(("1,2,9", Expect::Refusal)),
                _ => None,
            };
            if let Some((line, expect)) = extra
                && !self.exchange(brain, line, expect)
            {
                return false;
            }
        }
        self.board = Some(position);
        self.exchange(brain, done, Expect::Move)
    }

    /// A long think cut short by `YXSTOP`: the move comes at once.
    fn stop_a_long_think(&mut self, brain: &mut SoakBrain) -> bool {
        if self.board.is_none() {
            return self.exchange(brain, "YXSTOP", Expect::Nothing);
        }
        self.send(brain, "INFO max_node 0");
        self.send(brain, "INFO timeout_turn 30000");
        self.turn = Duration::from_secs(30);
        self.send(brain, "INFO timeout_match 0");
        self.send(brain, "BEGIN");
        std::thread::sleep(Duration::from_millis(self.rng.random_range(0..60)));
        self.send(brain, "YXSTOP");
        self.turn = Duration::from_millis(50);
        let answered = self.await_reply(brain, Expect::Move, Duration::from_secs(1));
        self.send(brain, "INFO timeout_turn 50");
        answered
    }

    /// Lines sent while a search runs wait for its move, then get their own replies in order.
    fn queued_behind_a_search(&mut self, brain: &mut SoakBrain) -> bool {
        if self.board.is_none() {
            return self.exchange(brain, "ABOUT", Expect::About);
        }
        self.send(brain, "BEGIN");
        self.send(brain, "");
        self.send(brain, "ABOUT");
        let junk = self.junk();
        self.send(brain, &junk);
        self.await_reply(brain, Expect::Move, self.turn + GRACE)
            && self.await_reply(brain, Expect::About, GRACE)
            && self.await_reply(brain, Expect::Refusal, GRACE)
    }

    /// A line no brain knows: random bytes, or a command's name with a bad argument.
    fn junk(&mut self) -> String {
        match self.rng.random_range(0..5) {
            0 => {
                let length = self.rng.random_range(1..200);
                let mut text: String = (0..length)
                    .map(|_| char::from(self.rng.random_range(1u8..=127)))
                    .filter(|&c| c != '\n' && c != '\r')
                    .collect();
                // Starting with `#`, it can be no command.
                text.insert(0, '#');
                text
            }
            1 => "\u{fffd}\u{0}\u{1b}[2J".to_owned(),
            2 => "TURN 7".to_owned(),
            3 => format!("START {}", "9".repeat(self.rng.random_range(20..100))),
            _ => "TAKEBACK here".to_owned(),
        }
    }

    fn send(&mut self, brain: &mut SoakBrain, line: &str) {
        self.tally.lines += 1;
        self.transcript.push(clip(line));
        if self.transcript.len() > 12 {
            self.transcript.remove(0);
        }
        brain.send(line);
    }

    /// Sends `line` and checks the reply (or, for `Expect::Nothing`, sends on).
    fn exchange(&mut self, brain: &mut SoakBrain, line: &str, expect: Expect) -> bool {
        self.send(brain, line);
        let timeout = self.turn + GRACE;
        self.await_reply(brain, expect, timeout)
    }

    fn await_reply(&mut self, brain: &mut SoakBrain, expect: Expect, timeout: Duration) -> bool {
        if expect == Expect::Nothing {
            return true;
        }
        let asked = Instant::now();
        let reply = match brain.reply(timeout) {
            Ok(reply) => reply,
            Err(Silence::Timeout) => {
                self.fail(
                    Failure::Hang,
                    &format!("no reply in {timeout:?} (wanted {expect:?})"),
                );
                return false;
            }
            Err(Silence::Closed) => {
                self.fail(Failure::Panic, "the brain ended without being asked to");
                return false;
            }
        };
        if let Some(message) = reply.messages.iter().find(|m| m.contains("internal error")) {
            self.fail(Failure::Panic, message);
            return false;
        }
        let line = reply.line;
        let refused = line.starts_with("ERROR") || line.starts_with("UNKNOWN");
        let fits = match expect {
            Expect::Nothing => true,
            Expect::Ok => line == "OK",
            Expect::Refusal => refused && line.len() < 1024,
            Expect::Echo(point) => line == format!("{},{}", point.x(), point.y()),
            Expect::About => line.starts_with("name="),
            Expect::Forbid => line.starts_with("FORBID ") && line.ends_with('.'),
            Expect::Move => return self.check_move(&line, asked),
        };
        if !fits {
            self.fail(
                Failure::Wrong,
                &format!("wanted {expect:?}, got `{}`", clip(&line)),
            );
        }
        fits
    }

    fn check_move(&mut self, line: &str, asked: Instant) -> bool {
        let Some(board) = &mut self.board else {
            return false;
        };
        if board.is_full() {
            if line.starts_with("ERROR") {
                return true;
            }
            self.fail(Failure::Wrong, &format!("a move `{line}` on a full board"));
            return false;
        }
        let point = match parse_xy(line) {
            Ok(point) => point,
            Err(_) => {
                self.fail(
                    Failure::Wrong,
                    &format!("wanted a move, got `{}`", clip(line)),
                );
                return false;
            }
        };
        let forbidden_with_a_choice = self.rule == Rule::Renju
            && board.side_to_move() == Color::Black
            && board.is_forbidden(point)
            && board.empty_points().any(|p| !board.is_forbidden(p));
        if !board.size().contains(point) || !board.is_empty(point) || forbidden_with_a_choice {
            let why = format!("move {line} after {:?}", asked.elapsed());
            self.fail(Failure::Illegal, &why);
            return false;
        }
        board.make_move(point);
        self.tally.moves += 1;
        true
    }

    fn fail(&mut self, failure: Failure, why: &str) {
        match failure {
            Failure::Panic => self.tally.panics += 1,
            Failure::Hang => self.tally.hangs += 1,
            Failure::Illegal => self.tally.illegal_moves += 1,
            Failure::Wrong => self.tally.wrong_replies += 1,
        }
        if self.tally.examples.len() < 20 {
            self.tally.examples.push(format!(
                "seed {}: {why}; last lines: {}",
                self.seed,
                self.transcript.join(" | ")
            ));
        }
    }
}

/// A line's start, for a description.
fn clip(line: &str) -> String {
    let mut clipped: String = line.chars().take(60).collect();
    if clipped.len() < line.len() {
        clipped.push_str(&format!("… ({} bytes)", line.len()));
    }
    clipped.escape_debug().to_string()
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or("")
}
