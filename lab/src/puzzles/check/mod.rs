//! The independent checker (see the module above): replays a puzzle's main line move by move and
//! re-proves VCF puzzles by brute force. It asks the board only two questions the engine also
//! answers: "does the stone just placed win?" ([`winning_line`]) and "is this point forbidden for
//! black?" ([`Board::is_forbidden`]), both from the rules layer. Fours, threes and the search are
//! plain scans written here, so a bug in the engine's pattern tables or threat solvers (which made
//! the puzzles) cannot vouch for itself.
//!
//! Words used below, all decided by placing stones and calling [`winning_line`]:
//! - a *five point* of a colour: an empty point where its stone would win (renju black: exactly
//!   five);
//! - a move *makes a four*: afterwards the mover has a five point on a line through the move,
//!   within four cells;
//! - a move *makes an open three*: it is no four, and a legal point on a line through it (within
//!   four cells) would then give the mover two or more five points (an open four).

use std::collections::HashMap;
use std::fmt;

use gomoku_engine::board::Board;
use gomoku_engine::notation::format_point;
use gomoku_engine::point::{Color, Direction, Point};
use gomoku_engine::puzzles::{Puzzle, PuzzleKind};
use gomoku_engine::rules::{Rule, winning_line};

/// What is wrong with a puzzle. Every variant names the puzzle's id; those about one move carry
/// its index (1-based) and its point in board notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// Move `index` of the position (not the solution) is wrong.
    Position {
        id: String,
        index: usize,
        point: String,
        fault: Fault,
    },
    /// Move `index` of the solution is wrong.
    Solution {
        id: String,
        index: usize,
        point: String,
        fault: Fault,
    },
    /// The solution is empty or of even length: it must end with the attacker's five.
    BadLength { id: String, length: usize },
    /// The solution's first move, `point`, does not win by continuous fours within the attacker
    /// moves allowed (the final five counts as one).
    NotProved {
        id: String,
        point: String,
        max_attacker_moves: usize,
    },
    /// Another first move, `other`, also wins by continuous fours within the moves allowed.
    SecondSolution {
        id: String,
        point: String,
        other: String,
        max_attacker_moves: usize,
    },
}

/// What is wrong with one move; the points named are in board notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Off the board, on a stone, or forbidden for black under renju.
    Illegal,
    /// Makes a five before the end of the line (in the position: the game is over).
    EarlyFive,
    /// The attacker could make five here instead: at the start the puzzle is solved in one move;
    /// later the line goes on instead of winning.
    AttackerCanWin(String),
    /// The defender can make five here: at the start the attacker would have to block, not
    /// attack; before a defender move it would win instead.
    DefenderCanWin(String),
    /// An attacker move that leaves the defender's five point here open.
    Unblocked(String),
    /// The last move makes no five.
    NoFive,
    /// A VCF attacker move that makes no four.
    NoFour,
    /// A VCT attacker move that makes neither a four nor an open three and blocks no five.
    NoThreat,
    /// A defender move that is not the attacker's only five point, here, although it is legal.
    NoBlock(String),
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Illegal => f.write_str("is illegal (off the board, taken or forbidden)"),
            Fault::EarlyFive => f.write_str("makes a five too early"),
            Fault::AttackerCanWin(five) => {
                write!(f, "is played while the attacker can make five at {five}")
            }
            Fault::DefenderCanWin(five) => {
                write!(f, "is played while the defender can make five at {five}")
            }
            Fault::Unblocked(five) => write!(f, "leaves the defender's five at {five} open"),
            Fault::NoFive => f.write_str("ends the line without a five"),
            Fault::NoFour => f.write_str("makes no four"),
            Fault::NoThreat => f.write_str("makes neither a four nor an open three"),
            Fault::NoBlock(block) => write!(f, "does not block the four at {block}"),
        }
    }
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Position {
                id,
                index,
                point,
                fault,
            }
            | CheckError::Solution {
                id,
                index,
                point,
                fault,
            } => {
                let part = match self {
                    CheckError::Position { .. } => "position",
                    _ => "solution",
                };
                write!(
                    f,
                    "puzzle {id}: move {index} of the {part} ({point}) {fault}"
                )
            }
            CheckError::BadLength { id, length } => write!(
                f,
                "puzzle {id}: the solution has {length} moves; it must be odd, ending with the \
                 attacker's five"
            ),
            CheckError::NotProved {
                id,
                point,
                max_attacker_moves: n,
            } => write!(
                f,
                "puzzle {id}: move 1 of the solution ({point}) does not win by fours within {n} \
                 attacker moves"
            ),
            CheckError::SecondSolution {
                id,
                point,
                other,
                max_attacker_moves: n,
            } => write!(
                f,
                "puzzle {id}: move 1 of the solution ({point}) is not the only win: {other} also \
                 wins by fours within {n} attacker moves"
            ),
        }
    }
}

impl std::error::Error for CheckError {}

/// A board under a rule, and the brute-force questions asked of it. Every question leaves the
/// board exactly as it found it (stones, side to move, hash), by placing and undoing.
struct Game {
    board: Board,
    rule: Rule,
}

impl Game {
    /// Whether `color` may play `point`: on the board, empty, and for renju black not forbidden
    /// (judged on the board as it stands, before the stone).
    fn legal(&self, point: Point, color: Color) -> bool {
        self.board.is_empty(point)
            && !(color == Color::Black
                && self.rule == Rule::Renju
                && self.board.is_forbidden(point))
    }

    fn put(&mut self, point: Point, color: Color) {
        self.board
            .place(point, color)
            .expect("the move was checked to be legal");
    }

    fn take_back(&mut self) {
        self.board.undo();
    }

    /// Whether the stone on `point` makes a winning line under the rule.
    fn makes_five(&self, point: Point) -> bool {
        winning_line(&self.board, point, self.rule).is_some()
    }

    fn is_five_point(&mut self, point: Point, color: Color) -> bool {
        if !self.board.is_empty(point) {
            return false;
        }
        // A five needs a neighbour of the same colour: skips most of the board cheaply.
        let lonely = Direction::ALL.into_iter().all(|d| {
            [-1, 1].into_iter().all(|k| {
                point
                    .step(d, k)
                    .is_none_or(|q| self.board.stone(q) != Some(color))
            })
        });
        if lonely {
            return false;
        }
        self.put(point, color);
        let five = self.makes_five(point);
        self.take_back();
        five
    }

    /// Every five point of `color`, row by row.
    fn five_points(&mut self, color: Color) -> Vec<Point> {
        let empty: Vec<Point> = self.board.empty_points().collect();
        empty
            .into_iter()
            .filter(|&q| self.is_five_point(q, color))
            .collect()
    }

    /// The five points of `color` on the four lines through `point`, within four cells: after a
    /// stone on `point`, the fours it made (when `color` had no five point before).
    fn fives_near(&mut self, point: Point, color: Color) -> Vec<Point> {
        near(point)
            .filter(|&q| self.is_five_point(q, color))
            .collect()
    }

    /// Whether the stone of `color` just placed on `point` (no four) makes an open three: a
    /// legal point near it would then give two five points.
    fn makes_open_three(&mut self, point: Point, color: Color) -> bool {
        near(point).any(|q| {
            if !self.legal(q, color) {
                return false;
            }
            self.put(q, color);
            let open_four = self.fives_near(q, color).len() >= 2;
            self.take_back();
            open_four
        })
    }

    /// Cheap necessary condition for a stone of `color` on `point` to make an open three or
    /// a four: two more of its stones on one line within four cells.
    fn could_make_three(&self, point: Point, color: Color) -> bool {
        Direction::ALL.into_iter().any(|d| {
            let own = (-4..=4).filter_map(|k| point.step(d, k));
            own.filter(|&q| self.board.stone(q) == Some(color)).count() >= 2
        })
    }

    /// Cheap necessary condition for a stone of `color` on `point` to make a four (four in five
    /// cells, so three more of its stones on one line within four cells), to prune the search.
    fn could_make_four(&self, point: Point, color: Color) -> bool {
        Direction::ALL.into_iter().any(|d| {
            let own = (-4..=4).filter_map(|k| point.step(d, k));
            own.filter(|&q| self.board.stone(q) == Some(color)).count() >= 3
        })
    }
}

/// The points on the four lines through `point`, one to four cells away (possibly off the
/// board: callers ask `is_empty`, which checks).
fn near(point: Point) -> impl Iterator<Item = Point> {
    Direction::ALL.into_iter().flat_map(move |d| {
        (-4..=4)
            .filter(|&k| k != 0)
            .filter_map(move |k| point.step(d, k))
    })
}

/// The attacker's first moves that threaten anything, by the same brute force: every legal
/// point where it makes a four or an open three (the solution's first move among them). Tests
/// use it to try each rival first move with the full search.
pub fn threat_moves(puzzle: &Puzzle) -> Result<Vec<Point>, CheckError> {
    let mut game = replay_position(puzzle)?;
    let attacker = game.board.side_to_move();
    let empty: Vec<Point> = game.board.empty_points().collect();
    Ok(empty
        .into_iter()
        .filter(|&point| {
            if !game.legal(point, attacker) || !game.could_make_three(point, attacker) {
                return false;
            }
            game.put(point, attacker);
            let threat = !game.fives_near(point, attacker).is_empty()
                || game.makes_open_three(point, attacker);
            game.take_back();
            threat
        })
        .collect())
}

/// The board after the puzzle's position, every move checked.
fn replay_position(puzzle: &Puzzle) -> Result<Game, CheckError> {
    let mut game = Game {
        board: Board::new(puzzle.size),
        rule: puzzle.rule,
    };
    for (i, &point) in puzzle.position.iter().enumerate() {
        let fail = |fault| CheckError::Position {
            id: puzzle.id.clone(),
            index: i + 1,
            point: format_point(point, puzzle.size),
            fault,
        };
        let color = game.board.side_to_move();
        if !game.legal(point, color) {
            return Err(fail(Fault::Illegal));
        }
        game.put(point, color);
        if game.makes_five(point) {
            return Err(fail(Fault::EarlyFive));
        }
    }
    Ok(game)
}

/// Checks that the puzzle's main line is a sound forced win as the file claims: a legal,
/// unfinished position; then attacker moves that are all fours (VCF) or fours and open threes
/// (VCT, where a move that blocks the defender's five is also allowed), defender moves that take
/// the only block of a four whenever there is one, and a final five. It does not look for other
/// defences (see [`check_vcf_unique`] for the VCF proof).
pub fn check_line(puzzle: &Puzzle) -> Result<(), CheckError> {
    let name = |point: Point| format_point(point, puzzle.size);
    let fail = |i: usize, point: Point, fault: Fault| {
        Err(CheckError::Solution {
            id: puzzle.id.clone(),
            index: i + 1,
            point: name(point),
            fault,
        })
    };
    let mut game = replay_position(puzzle)?;
    let solution = &puzzle.solution;
    if solution.len().is_multiple_of(2) {
        return Err(CheckError::BadLength {
            id: puzzle.id.clone(),
            length: solution.len(),
        });
    }
    let attacker = game.board.side_to_move();
    let defender = attacker.opponent();
    // A defender five point at the start means the attacker must block, not attack; an attacker
    // five point means the puzzle is solved in one move.
    if let Some(&five) = game.five_points(defender).first() {
        return fail(0, solution[0], Fault::DefenderCanWin(name(five)));
    }
    if let Some(&five) = game.five_points(attacker).first() {
        return fail(0, solution[0], Fault::AttackerCanWin(name(five)));
    }
    // The attacker's five points after its latest move: what the defender has to answer.
    let mut threat: Vec<Point> = Vec::new();
    for (i, &p) in solution.iter().enumerate() {
        let last = i + 1 == solution.len();
        if i % 2 == 1 {
            if let Some(&five) = game.five_points(defender).first() {
                return fail(i, p, Fault::DefenderCanWin(name(five)));
            }
            if !game.legal(p, defender) {
                return fail(i, p, Fault::Illegal);
            }
            // Two five points cannot both be blocked, and a forbidden block cannot be played:
            // then any legal move is as good as another.
            if let [block] = threat[..]
                && p != block
                && game.legal(block, defender)
            {
                return fail(i, p, Fault::NoBlock(name(block)));
            }
            game.put(p, defender);
            if game.makes_five(p) {
                return fail(i, p, Fault::EarlyFive);
            }
            continue;
        }
        if !last && let Some(&five) = game.five_points(attacker).first() {
            return fail(i, p, Fault::AttackerCanWin(name(five)));
        }
        if !game.legal(p, attacker) {
            return fail(i, p, Fault::Illegal);
        }
        // The final five wins whatever the defender threatens.
        let defender_fives = if last {
            Vec::new()
        } else {
            game.five_points(defender)
        };
        if let Some(&five) = defender_fives.first()
            && !defender_fives.contains(&p)
        {
            return fail(i, p, Fault::Unblocked(name(five)));
        }
        game.put(p, attacker);
        let five = game.makes_five(p);
        if last {
            return if five {
                Ok(())
            } else {
                fail(i, p, Fault::NoFive)
            };
        }
        if five {
            return fail(i, p, Fault::EarlyFive);
        }
        // The attacker had no five point before this move, so every one now is a four it made.
        threat = game.fives_near(p, attacker);
        let threatens = match puzzle.kind {
            PuzzleKind::Vcf => !threat.is_empty(),
            PuzzleKind::Vct => {
                !threat.is_empty()
                    || !defender_fives.is_empty()
                    || game.makes_open_three(p, attacker)
            }
        };
        if !threatens {
            let fault = if puzzle.kind == PuzzleKind::Vcf {
                Fault::NoFour
            } else {
                Fault::NoThreat
            };
            return fail(i, p, fault);
        }
    }
    unreachable!("an odd solution ends with an attacker move, which returns")
}

/// The brute-force VCF prover: the game, the attacker, and the positions (attacker to move)
/// already shown lost, keyed by hash, with the most attacker moves they were lost with.
struct Prover {
    game: Game,
    attacker: Color,
    lost: HashMap<u64, usize>,
}

impl Prover {
    /// The attacker's candidate moves with the attacker to move and no five point of its own:
    /// the defender's only five point (it must be blocked), none if the defender has two, else
    /// every point that might make a four (row by row).
    fn tries(&mut self) -> Vec<Point> {
        let defender_fives = self.game.five_points(self.attacker.opponent());
        match defender_fives[..] {
            [] => {
                let empty: Vec<Point> = self.game.board.empty_points().collect();
                empty
                    .into_iter()
                    .filter(|&p| self.game.could_make_four(p, self.attacker))
                    .collect()
            }
            [only] => vec![only],
            _ => Vec::new(),
        }
    }

    /// Whether the attacker, to move, wins by continuous fours within `moves_left` attacker moves
    /// (its final five included).
    fn wins_by_fours(&mut self, moves_left: usize) -> bool {
        if moves_left == 0 {
            return false;
        }
        if !self.game.five_points(self.attacker).is_empty() {
            return true;
        }
        let hash = self.game.board.hash();
        if moves_left < 2 || self.lost.get(&hash).is_some_and(|&m| m >= moves_left) {
            return false;
        }
        let tries = self.tries();
        let wins = tries.into_iter().any(|p| self.attack_wins(p, moves_left));
        if !wins {
            self.lost.insert(hash, moves_left);
        }
        wins
    }

    /// Whether the attacker's move `point` (one of [`Prover::tries`], or a five) wins within
    /// `moves_left` attacker moves, this one included: it must make a five, or a four that the
    /// defender cannot block (two five points, or a forbidden block), or a four whose forced
    /// block still leaves a win.
    fn attack_wins(&mut self, point: Point, moves_left: usize) -> bool {
        let (attacker, defender) = (self.attacker, self.attacker.opponent());
        if moves_left == 0 || !self.game.legal(point, attacker) {
            return false;
        }
        self.game.put(point, attacker);
        let wins = if self.game.makes_five(point) {
            true
        } else if moves_left < 2 {
            false
        } else {
            match self.game.fives_near(point, attacker)[..] {
                [] => false,
                [block] if !self.game.legal(block, defender) => true,
                [block] => {
                    self.game.put(block, defender);
                    let wins = self.wins_by_fours(moves_left - 1);
                    self.game.take_back();
                    wins
                }
                _ => true,
            }
        };
        self.game.take_back();
        wins
    }
}

/// For a VCF puzzle, proves by brute force that the solution's first move wins by continuous fours
/// within `max_attacker_moves` attacker moves (the final five counts as one; a solution of `n`
/// moves uses `(n + 1) / 2`), and that no other first move does: the first other winning four
/// (row by row from the top) is reported as a second solution. VCT puzzles pass unchecked.
pub fn check_vcf_unique(puzzle: &Puzzle, max_attacker_moves: usize) -> Result<(), CheckError> {
    if puzzle.kind == PuzzleKind::Vct {
        return Ok(());
    }
    let game = replay_position(puzzle)?;
    let Some(&first) = puzzle.solution.first() else {
        return Err(CheckError::BadLength {
            id: puzzle.id.clone(),
            length: 0,
        });
    };
    let attacker = game.board.side_to_move();
    let mut prover = Prover {
        game,
        attacker,
        lost: HashMap::new(),
    };
    let tries = prover.tries();
    // A first move that makes five is the whole solution (check_line refuses such puzzles).
    let is_five = prover.game.is_five_point(first, attacker);
    if !(is_five || tries.contains(&first)) || !prover.attack_wins(first, max_attacker_moves) {
        return Err(CheckError::NotProved {
            id: puzzle.id.clone(),
            point: format_point(first, puzzle.size),
            max_attacker_moves,
        });
    }
    let others = prover.game.five_points(attacker).into_iter().chain(tries);
    for other in others.filter(|&p| p != first).collect::<Vec<_>>() {
        if prover.attack_wins(other, max_attacker_moves) {
            return Err(CheckError::SecondSolution {
                id: puzzle.id.clone(),
                point: format_point(first, puzzle.size),
                other: format_point(other, puzzle.size),
                max_attacker_moves,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
