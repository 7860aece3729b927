//! Brute-force threat searches on top of the independent checker, used to validate the suite's
//! data: a complete VCF search (every four-making move of the attacker, every real defence of
//! the defender), a VCT prover (every defender reply to a three is examined) and the set of
//! defences against a threat. Plain and slow, but exhaustive within their limits.

use std::collections::HashMap;

use gomoku_engine::{Board, Color, Point, Rule};

use super::checker::{
    DIRECTIONS, Grid, five_points, five_points_near, is_legal, is_valid_vcf, makes_five, offset,
    real_defences, stones_in_reach,
};

/// Brute-force threat searches for one attacker (the side to move of the board it is given).
pub struct Solver {
    rule: Rule,
    attacker: Color,
    /// Let a black defender play forbidden points (a hypothetical rule used to show that a renju
    /// win depends on a forbidden block).
    pub forbidden_blocks: bool,
    /// Positions (hash) already shown to have no VCF within the stored number of plies.
    no_vcf: HashMap<u64, u32>,
    /// Positions shown to have no VCT within the stored plies and number of threes.
    no_vct: HashMap<u64, (u32, u32)>,
    /// Positions shown to be won within the stored plies and threes, with the line found.
    won: HashMap<u64, (u32, u32, Vec<Point>)>,
    pub nodes: u64,
    pub node_limit: u64,
}

impl Solver {
    pub fn new(board: &Board, rule: Rule) -> Solver {
        Solver {
            rule,
            attacker: board.side_to_move(),
            forbidden_blocks: false,
            no_vcf: HashMap::new(),
            no_vct: HashMap::new(),
            won: HashMap::new(),
            nodes: 0,
            node_limit: 2_000_000,
        }
    }

    pub fn exhausted(&self) -> bool {
        self.nodes >= self.node_limit
    }

    fn legal(&self, board: &Board, p: Point, color: Color) -> bool {
        if color == self.attacker.opponent() && self.forbidden_blocks {
            board.is_empty(p)
        } else {
            is_legal(board, p, color, self.rule)
        }
    }

    /// Defences against the attacker's five points `fives`, honouring `forbidden_blocks`.
    fn defences(&self, board: &mut Board, fives: &[Point]) -> Vec<Point> {
        real_defences(
            board,
            self.attacker,
            self.rule,
            fives,
            self.forbidden_blocks,
        )
    }

    /// Shortest VCF for the attacker (to move on `board`) within `max_plies`, by iterative
    /// deepening; every four-making move and every real defence is tried.
    pub fn shortest_vcf(&mut self, board: &Board, max_plies: u32) -> Option<Vec<Point>> {
        let mut b = board.clone();
        let mut plies = 1;
        while plies <= max_plies {
            if let Some(line) = self.vcf(&mut b, plies) {
                return Some(line);
            }
            plies += 2;
        }
        None
    }

    /// A VCF within `plies` plies for the attacker, to move on `b`.
    pub fn vcf(&mut self, b: &mut Board, plies: u32) -> Option<Vec<Point>> {
        let (att, def, rule) = (self.attacker, self.attacker.opponent(), self.rule);
        self.nodes += 1;
        let grid = Grid::new(b);
        if let Some(&f) = grid.five_points(att, rule).first() {
            return Some(vec![f]);
        }
        if plies < 3 || self.exhausted() {
            return None;
        }
        if self
            .no_vcf
            .get(&b.hash())
            .is_some_and(|&done| done >= plies)
        {
            return None;
        }
        let threats = grid.five_points(def, rule);
        let candidates: Vec<Point> = match threats.len() {
            0 => b.empty_points().collect(),
            1 => threats.clone(),
            _ => Vec::new(),
        };
        for p in candidates {
            // A four needs three stones of the attacker within reach on one line.
            if grid.stones_in_reach(p, att) < 3 || !self.legal(b, p, att) {
                continue;
            }
            b.place(p, att).unwrap();
            let fives = five_points_near(b, p, att, rule);
            let line = if fives.is_empty() || threats.iter().any(|&t| makes_five(b, t, def, rule)) {
                None
            } else {
                self.after_four(b, &fives, plies, |s, b, left| s.vcf(b, left))
            };
            b.undo();
            if let Some(mut line) = line {
                line.insert(0, p);
                return Some(line);
            }
        }
        if !self.exhausted() {
            self.no_vcf.insert(b.hash(), plies);
        }
        None
    }

    /// The attacker has just made the five points `fives`: the defender's every real defence must
    /// lose to `next`; with none, any legal defender move loses to the five.
    fn after_four(
        &mut self,
        b: &mut Board,
        fives: &[Point],
        plies: u32,
        mut next: impl FnMut(&mut Solver, &mut Board, u32) -> Option<Vec<Point>>,
    ) -> Option<Vec<Point>> {
        let def = self.attacker.opponent();
        let defences = self.defences(b, fives);
        if defences.is_empty() {
            // A representative move: a five point when there are several, else (the only block
            // being forbidden) the legal point nearest to it.
            let d = if fives.len() > 1 && self.legal(b, fives[0], def) {
                fives[0]
            } else {
                b.empty_points()
                    .filter(|&q| q != fives[0] && self.legal(b, q, def))
                    .min_by_key(|&q| q.distance(fives[0]))?
            };
            b.place(d, def).unwrap();
            let f = five_points(b, self.attacker, self.rule).first().copied();
            b.undo();
            return f.map(|f| vec![d, f]);
        }
        let mut first = None;
        for d in defences {
            b.place(d, def).unwrap();
            let line = next(self, b, plies - 2);
            b.undo();
            match line {
                None => return None,
                Some(mut line) => {
                    if first.is_none() {
                        line.insert(0, d);
                        first = Some(line);
                    }
                }
            }
        }
        first
    }

    /// Proves a win for the attacker (to move on `b`) by fours and threes within `plies`, with at
    /// most `threes` moves that are not fours: a VCF, or a four or a three after which every
    /// defender reply (all legal points after a three, the real defences after a four) still
    /// loses. `hints[0]` is tried first, `hints[1..]` at the next attacker moves. Returns the line
    /// against the first defence examined.
    pub fn vct(
        &mut self,
        b: &mut Board,
        plies: u32,
        threes: u32,
        hints: &[Point],
    ) -> Option<Vec<Point>> {
        if let Some(line) = self.vcf(b, plies) {
            return Some(line);
        }
        if plies < 5 || threes == 0 || self.exhausted() {
            return None;
        }
        if let Some((p, t, line)) = self.won.get(&b.hash())
            && *p <= plies
            && *t <= threes
        {
            return Some(line.clone());
        }
        if self
            .no_vct
            .get(&b.hash())
            .is_some_and(|&(p, t)| p >= plies && t >= threes)
        {
            return None;
        }
        let att = self.attacker;
        let threats = five_points(b, att.opponent(), self.rule);
        let mut candidates: Vec<Point> = hints.first().copied().into_iter().collect();
        match threats.len() {
            0 => candidates.extend(b.empty_points().filter(|&p| near_own_stone(b, p, att))),
            1 => candidates.push(threats[0]),
            _ => {}
        }
        let mut tried = Vec::new();
        for p in candidates {
            if tried.contains(&p) || threats.iter().any(|&t| t != p) {
                continue;
            }
            tried.push(p);
            if let Some(line) = self.threat_move(b, p, plies, threes, hints.get(1..).unwrap_or(&[]))
            {
                self.won.insert(b.hash(), (plies, threes, line.clone()));
                return Some(line);
            }
        }
        if !self.exhausted() {
            self.no_vct.insert(b.hash(), (plies, threes));
        }
        None
    }

    /// The attacker plays `p`, which must be a four or a new three; then every defender reply
    /// must lose (see [`Solver::vct`]). The line starts with `p`.
    pub fn threat_move(
        &mut self,
        b: &mut Board,
        p: Point,
        plies: u32,
        threes: u32,
        hints: &[Point],
    ) -> Option<Vec<Point>> {
        let (att, def, rule) = (self.attacker, self.attacker.opponent(), self.rule);
        if plies < 3 || !self.legal(b, p, att) {
            return None;
        }
        if makes_five(b, p, att, rule) {
            return Some(vec![p]);
        }
        b.place(p, att).unwrap();
        let fives = five_points_near(b, p, att, rule);
        let three =
            fives.is_empty() && threes > 0 && plies >= 5 && makes_new_three(b, p, att, rule);
        let line = if (fives.is_empty() && !three) || !five_points(b, def, rule).is_empty() {
            None
        } else if three {
            self.after_three(b, p, plies, threes - 1, hints)
        } else {
            self.after_four(b, &fives, plies, |s, b, left| s.vct(b, left, threes, hints))
        };
        b.undo();
        line.map(|mut line| {
            line.insert(0, p);
            line
        })
    }

    /// After the attacker's three on `p`: every legal defender reply must still lose.
    fn after_three(
        &mut self,
        b: &mut Board,
        p: Point,
        plies: u32,
        threes: u32,
        hints: &[Point],
    ) -> Option<Vec<Point>> {
        let def = self.attacker.opponent();
        let mut replies: Vec<Point> = b
            .empty_points()
            .filter(|&q| self.legal(b, q, def))
            .collect();
        replies.sort_by_key(|&q| q.distance(p));
        // A valid VCF line is a proof when every defence is forced (one real defence at most per
        // four: not so under caro) and legality is the real one.
        let reuse = !self.forbidden_blocks && self.rule != Rule::Caro;
        let mut known: Vec<Vec<Point>> = Vec::new();
        let mut first = None;
        for d in replies {
            b.place(d, def).unwrap();
            // The latest lines are the likeliest to fit (replies come nearest first).
            let reused = known
                .iter()
                .rev()
                .take(3)
                .find(|line| reuse && is_valid_vcf(b, self.rule, line).is_ok())
                .cloned();
            let line = reused.or_else(|| {
                let line = self.vct(b, plies - 2, threes, hints);
                if let Some(line) = &line
                    && is_valid_vcf(b, self.rule, line).is_ok()
                {
                    known.push(line.clone());
                }
                line
            });
            b.undo();
            match line {
                None => return None,
                Some(mut line) => {
                    if first.is_none() {
                        line.insert(0, d);
                        first = Some(line);
                    }
                }
            }
        }
        first
    }
}

/// Whether the stone of `color` on `p` gives it a new open-four move: a legal point `q` on one of
/// `p`'s lines, at most four steps away, after which `color` has two five points on that line.
fn makes_new_three(board: &Board, p: Point, color: Color, rule: Rule) -> bool {
    let mut b = board.clone();
    let own = |b: &Board, q: Option<Point>| q.is_some_and(|q| b.stone(q) == Some(color));
    DIRECTIONS.iter().any(|&d| {
        // An open four along `d` holds `p` and two more stones already there.
        if (-4..=4)
            .filter(|&k| k != 0 && own(&b, offset(&b, p, d, k)))
            .count()
            < 2
        {
            return false;
        }
        (-4..=4).filter(|&k| k != 0).any(|k| {
            let Some(q) = offset(&b, p, d, k) else {
                return false;
            };
            if !b.is_empty(q) || !is_legal(&b, q, color, rule) {
                return false;
            }
            b.place(q, color).unwrap();
            let fives = (-5..=5)
                .filter_map(|j| offset(&b, q, d, j))
                .filter(|&f| makes_five(&b, f, color, rule))
                .count();
            b.undo();
            fives >= 2
        })
    })
}

/// Whether `p` has a stone of `color` within two steps on one of its lines.
fn near_own_stone(board: &Board, p: Point, color: Color) -> bool {
    DIRECTIONS.iter().any(|&d| {
        [-2, -1, 1, 2]
            .iter()
            .any(|&k| offset(board, p, d, k).is_some_and(|q| board.stone(q) == Some(color)))
    })
}

/// Whether `color` has a legal move that leaves it two or more five points (an open four or a
/// double four): what an open three threatens.
pub fn has_open_four_move(board: &Board, color: Color, rule: Rule) -> bool {
    let mut b = board.clone();
    let moves: Vec<Point> = b
        .empty_points()
        .filter(|&p| stones_in_reach(&b, p, color) >= 3)
        .collect();
    moves.into_iter().any(|p| {
        if !is_legal(&b, p, color, rule) {
            return false;
        }
        b.place(p, color).unwrap();
        let n = five_points_near(&b, p, color, rule).len();
        b.undo();
        n >= 2
    })
}

/// The side to move's legal moves after which the opponent has no VCF within `plies` (and no five
/// point): the defences against the opponent's threats.
pub fn defences_against_vcf(board: &Board, rule: Rule, plies: u32) -> Result<Vec<Point>, String> {
    let me = board.side_to_move();
    let mut b = board.clone();
    let moves: Vec<Point> = b.empty_points().collect();
    let mut found = Vec::new();
    for p in moves {
        if !is_legal(&b, p, me, rule) {
            continue;
        }
        b.place(p, me).unwrap();
        let mut solver = Solver::new(&b, rule);
        let wins = solver.vcf(&mut b.clone(), plies).is_some();
        if solver.exhausted() {
            return Err("VCF search ran out of nodes".to_string());
        }
        b.undo();
        if !wins {
            found.push(p);
        }
    }
    Ok(found)
}
