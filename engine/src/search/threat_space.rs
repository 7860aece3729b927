//! Threat-space search (seed 000's "guess the next few moves"): victory by continuous fours
//! (VCF) and by continuous threats, fours and open threes (VCT). The attacker only plays
//! forcing moves, so the defender's replies are few: the single block of a four, or against an
//! open three the points that stop it (checked by playing them) and the defender's own fours.

use crate::pattern::{Combo, Pattern};
use crate::point::{Color, Direction, Point};
use crate::position::Position;
use crate::rules::Rule;

/// Budget and bookkeeping shared by one solver run.
pub(crate) struct ThreatSearch<'a> {
    pub(crate) attacker: Color,
    pub(crate) nodes: u64,
    pub(crate) node_limit: u64,
    /// Polled every few hundred nodes; returning `true` aborts the run (no win found).
    pub(crate) should_stop: &'a mut dyn FnMut(u64) -> bool,
    pub(crate) aborted: bool,
    /// Positions (hash) known to have no win within the stored number of plies.
    failed: std::collections::HashMap<u64, u32>,
}

impl<'a> ThreatSearch<'a> {
    pub(crate) fn new(
        attacker: Color,
        node_limit: u64,
        should_stop: &'a mut dyn FnMut(u64) -> bool,
    ) -> ThreatSearch<'a> {
        ThreatSearch {
            attacker,
            nodes: 0,
            node_limit,
            should_stop,
            aborted: false,
            failed: std::collections::HashMap::new(),
        }
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit
            || (self.nodes.is_multiple_of(256) && (self.should_stop)(self.nodes))
        {
            self.aborted = true;
        }
        self.aborted
    }

    fn known_failure(&self, position: &Position, plies: u32, salt: u64) -> bool {
        self.failed
            .get(&(position.hash() ^ salt))
            .is_some_and(|&searched| searched >= plies)
    }

    fn remember_failure(&mut self, position: &Position, plies: u32, salt: u64) {
        if !self.aborted && self.failed.len() < 1 << 20 {
            let entry = self.failed.entry(position.hash() ^ salt).or_insert(0);
            *entry = (*entry).max(plies);
        }
    }

    /// A VCF for the attacker, who is to move: the moves in order, ending with the five.
    pub(crate) fn vcf(&mut self, position: &mut Position, plies: u32) -> Option<Vec<Point>> {
        let mut line = self.vcf_attack(position, plies)?;
        line.reverse();
        Some(line)
    }

    /// Like [`Self::vcf`] with fours and open threes.
    pub(crate) fn vct(&mut self, position: &mut Position, plies: u32) -> Option<Vec<Point>> {
        let mut line = self.vct_attack(position, plies)?;
        line.reverse();
        Some(line)
    }

    /// Whether the attacker (to move) wins starting with `first`: by fours only (`fours_only`)
    /// or by fours and open threes, within `plies`; the line from `first` on if so.
    pub(crate) fn win_starting_with(
        &mut self,
        position: &mut Position,
        first: Point,
        plies: u32,
        fours_only: bool,
    ) -> Option<Vec<Point>> {
        let attacker = self.attacker;
        if !position.is_legal(first) || plies < 1 {
            return None;
        }
        if position.combo(first, attacker) == Combo::Five {
            return Some(vec![first]);
        }
        if fours_only {
            if !position.combo(first, attacker).is_four() || plies < 3 {
                return None;
            }
            let mut line = self.try_four(position, first, plies)?;
            line.reverse();
            return Some(line);
        }
        position.make(first);
        let line = self.vct_defend(position, plies - 1);
        position.undo();
        let mut line = line?;
        line.push(first);
        line.reverse();
        Some(line)
    }

    /// Returns the winning line reversed (last move first), so callers can push cheaply.
    fn vcf_attack(&mut self, position: &mut Position, plies: u32) -> Option<Vec<Point>> {
        let attacker = self.attacker;
        let defender = attacker.opponent();
        if let Some(five) = position.five_point(attacker) {
            return Some(vec![five]);
        }
        if self.tick() || plies < 3 {
            return None;
        }
        if let Some(block) = position.five_point(defender) {
            // Only a block that is itself a four keeps the attack going.
            if !position.combo(block, attacker).is_four() || !position.is_legal(block) {
                return None;
            }
            return self.try_four(position, block, plies);
        }
        if self.known_failure(position, plies, VCF_SALT) {
            return None;
        }
        let mut fours: Vec<(Combo, Point)> = position
            .threat_points(attacker, Combo::is_four)
            .map(|p| (position.combo(p, attacker), p))
            .collect();
        fours.sort_by_key(|&(combo, _)| std::cmp::Reverse(combo));
        for (_, four) in fours {
            if !position.is_legal(four) {
                continue;
            }
            if let Some(line) = self.try_four(position, four, plies) {
                return Some(line);
            }
            if self.aborted {
                return None;
            }
        }
        self.remember_failure(position, plies, VCF_SALT);
        None
    }

    /// Plays the attacker's four at `four` and the defender's forced block, then continues.
    fn try_four(&mut self, position: &mut Position, four: Point, plies: u32) -> Option<Vec<Point>> {
        let attacker = self.attacker;
        position.make(four);
        let result = match self.forced_block(position, Some(four)) {
            Forced::Win(reply) => Some(reply),
            Forced::Block(block) => {
                position.make(block);
                let line = self.vcf_attack(position, plies - 2).map(|mut line| {
                    line.push(block);
                    line
                });
                position.undo();
                line
            }
            Forced::None => None,
        };
        position.undo();
        debug_assert_eq!(position.side_to_move(), attacker);
        result.map(|mut line| {
            line.push(four);
            line
        })
    }

    /// After an attacker's move (`last`, if known) with the defender to move: the defender's
    /// only block of a five, or a win when there is no legal single block.
    fn forced_block(&self, position: &mut Position, last: Option<Point>) -> Forced {
        let attacker = self.attacker;
        if position.has_five_point(attacker.opponent()) || !position.has_five_point(attacker) {
            return Forced::None;
        }
        let near = last.map(|p| position.fives_near(p, attacker));
        let (first, second) = match near {
            // Every five point of the attacker is on the last move's lines (the count agrees).
            Some(([Some(first), second], n))
                if n as u16 == position.combo_count(attacker, Combo::Five) || n >= 2 =>
            {
                (first, second)
            }
            _ => {
                let mut fives = position.threat_points(attacker, |c| c == Combo::Five);
                let first = fives.next().expect("counted");
                (first, fives.next())
            }
        };
        if let Some(second) = second {
            // Two fives: block one, the attacker completes the other (unless, under caro, one
            // block spoils both).
            return match position.spoiling_block(attacker) {
                Some(block) if position.is_legal(block) => Forced::Block(block),
                _ => Forced::Win(vec![second, first]),
            };
        }
        if !position.is_legal(first) {
            // The block is forbidden for black: whatever black plays instead, the five follows.
            let elsewhere = position
                .candidates()
                .find(|&p| p != first && position.is_legal(p));
            return Forced::Win(elsewhere.map_or_else(|| vec![first], |p| vec![first, p]));
        }
        Forced::Block(first)
    }

    fn vct_attack(&mut self, position: &mut Position, plies: u32) -> Option<Vec<Point>> {
        let attacker = self.attacker;
        let defender = attacker.opponent();
        if let Some(five) = position.five_point(attacker) {
            return Some(vec![five]);
        }
        if self.tick() {
            return None;
        }
        if let Some(block) = position.five_point(defender) {
            if plies < 2 || !position.is_legal(block) {
                return None;
            }
            position.make(block);
            let line = self.vct_defend(position, plies - 1);
            position.undo();
            return line.map(|mut line| {
                line.push(block);
                line
            });
        }
        if let Some(flex) = position.flex_four_point(attacker) {
            // Open four: the defender blocks one end, the attacker takes the other.
            position.make(flex);
            let fives: Vec<Point> = position
                .threat_points(attacker, |c| c == Combo::Five)
                .collect();
            position.undo();
            let mut line = match fives.as_slice() {
                [first, second, ..] => vec![*second, *first],
                _ => Vec::new(),
            };
            line.push(flex);
            return Some(line);
        }
        if plies < 5 || self.known_failure(position, plies, VCT_SALT) {
            return None;
        }
        let mut threats: Vec<(Combo, Point)> = position
            .threat_points(attacker, Combo::is_three_or_four)
            .map(|p| (position.combo(p, attacker), p))
            .collect();
        threats.sort_by_key(|&(combo, _)| std::cmp::Reverse(combo));
        for (_, threat) in threats {
            if !position.is_legal(threat) {
                continue;
            }
            position.make(threat);
            let line = self.vct_defend(position, plies - 1);
            position.undo();
            if let Some(mut line) = line {
                line.push(threat);
                return Some(line);
            }
            if self.aborted {
                return None;
            }
        }
        self.remember_failure(position, plies, VCT_SALT);
        None
    }

    /// The defender to move after an attacker's threat. Returns the attacker's win against
    /// every defence (with the first defence's line), or `None` if some defence holds.
    fn vct_defend(&mut self, position: &mut Position, plies: u32) -> Option<Vec<Point>> {
        let attacker = self.attacker;
        let defender = attacker.opponent();
        if position.has_five_point(defender) || self.tick() {
            return None;
        }
        match self.forced_block(position, position.board().last_move()) {
            Forced::Win(line) => return Some(line),
            Forced::Block(block) => {
                position.make(block);
                let line = self.vct_attack(position, plies - 1);
                position.undo();
                return line.map(|mut line| {
                    line.push(block);
                    line
                });
            }
            Forced::None => {}
        }
        // No threat left: the attack has stalled.
        position.flex_four_point(attacker)?;
        let defences = defences_against_three(position, attacker);
        let mut first_line = None;
        for defence in defences {
            position.make(defence);
            let line = self.vct_attack(position, plies - 1);
            position.undo();
            match line {
                Some(mut line) => {
                    if first_line.is_none() {
                        line.push(defence);
                        first_line = Some(line);
                    }
                }
                None => return None,
            }
        }
        // No defence at all: the line stops at the threat; any reply loses to the open four.
        Some(first_line.unwrap_or_default())
    }
}

const VCF_SALT: u64 = 0x5A5A_0F0F_1234_8765;
const VCT_SALT: u64 = 0x0F0F_5A5A_8765_1234;

enum Forced {
    /// The attacker wins whatever the defender does: the rest of the line, reversed.
    Win(Vec<Point>),
    /// The defender's only move.
    Block(Point),
    /// The last move threatened no five.
    None,
}

/// Moves for the side to move (the defender) that leave `attacker` without an open four:
/// its own fours, and the points on the threatened lines (where the attacker could make a
/// four) after which the attacker has no legal flex-four point. The caller has checked that
/// the attacker threatens one and has no five point.
pub(crate) fn defences_against_three(position: &mut Position, attacker: Color) -> Vec<Point> {
    let defender = attacker.opponent();
    let makes_attacker_four = |position: &Position, p: Point| {
        Direction::ALL
            .iter()
            .any(|&d| position.pattern(p, attacker, d) >= Pattern::B4)
    };
    if position.rule() == Rule::Renju && attacker == Color::Black {
        // A far white stone can make a point forbidden for black (it spoils a forbidden point
        // that made one of black's threes fake), and forbidden open-four points don't count:
        // every point is a candidate, each played out.
        let mut candidates: Vec<Point> = position
            .points_where(attacker, |_| true)
            .filter(|&p| position.combo(p, defender).is_four() || makes_attacker_four(position, p))
            .collect();
        candidates.sort_by_key(|&p| std::cmp::Reverse(position.combo(p, attacker)));
        return candidates
            .into_iter()
            .filter(|&point| defends_when_played(position, point, attacker))
            .collect();
    }
    // A stone changes the patterns of points at most five cells away on its lines, and only
    // the pattern along the line it shares with each: a block is in reach of every point where
    // the attacker makes an open four and spoils each of them, which one window per point
    // tells without playing it. A defender's stone never gives the attacker a new open four.
    let open_four_points: Vec<Point> = position
        .threat_points(attacker, |c| c == Combo::Flex4)
        .collect();
    let caro = position.rule() == Rule::Caro;
    let mut moves: Vec<Point> = position
        .threat_points(defender, Combo::is_four)
        .filter(|&p| position.is_legal(p))
        .collect();
    if let Some(&first) = open_four_points.first() {
        let reach = Direction::ALL
            .iter()
            .flat_map(|&d| (-5..=5).filter_map(move |k| first.step(d, k)));
        for p in reach {
            // Under caro a stone where the attacker makes nothing can still close the far
            // end of its five, which then no longer counts.
            if position.board().is_empty(p)
                && (caro || makes_attacker_four(position, p))
                && open_four_points.iter().all(|&q| {
                    q == p
                        || in_line_reach(p, q)
                            && position.combo_with_stone(q, attacker, p, defender) != Combo::Flex4
                })
                && !moves.contains(&p)
                && position.is_legal(p)
            {
                moves.push(p);
            }
        }
    }
    // Scan order, then the attacker's strongest points first.
    moves.sort_by_key(|&p| (std::cmp::Reverse(position.combo(p, attacker)), p.index()));
    moves
}

/// Whether the side to move's `point` is a defence against `attacker`'s open three, found by
/// playing it: legal, and either its own four or a move after which the attacker has no legal
/// open-four point left.
fn defends_when_played(position: &mut Position, point: Point, attacker: Color) -> bool {
    if !position.is_legal(point) {
        return false;
    }
    if position.combo(point, attacker.opponent()).is_four() {
        return true;
    }
    position.make(point);
    let stopped = position
        .threat_points(attacker, |c| c == Combo::Flex4)
        .all(|p| attacker == Color::Black && position.is_forbidden_for_black(p));
    position.undo();
    stopped
}

/// Whether `p` is `q` or on one of `q`'s four lines within five cells of it.
fn in_line_reach(p: Point, q: Point) -> bool {
    let dx = (p.x() as i32 - q.x() as i32).abs();
    let dy = (p.y() as i32 - q.y() as i32).abs();
    (dx == 0 || dy == 0 || dx == dy) && dx.max(dy) <= 5
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::tests::games::visit_random_games;

    /// The defences found from the points in reach of the open-four points are exactly those a
    /// brute force finds by playing every legal point: its own fours, and every point after
    /// which the attacker has no legal open-four point left.
    #[test]
    fn defences_against_three_match_brute_force() {
        let mut checked = 0;
        for (rule, seed) in [
            (Rule::Freestyle, 0x1234_5678_9ABC_DEF1),
            (Rule::Standard, 0x0F1E_2D3C_4B5A_6978),
            (Rule::Renju, 0x7766_5544_3322_1100),
            (Rule::Caro, 0x1357_9BDF_2468_ACE0),
        ] {
            visit_random_games(rule, 120, 50, seed, |position| {
                let defender = position.side_to_move();
                let attacker = defender.opponent();
                if position.has_five_point(attacker)
                    || position.has_five_point(defender)
                    || position.flex_four_point(attacker).is_none()
                {
                    return true;
                }
                checked += 1;
                let mut found = defences_against_three(position, attacker);
                let empty: Vec<Point> = position.board().empty_points().collect();
                let mut brute: Vec<Point> = empty
                    .into_iter()
                    .filter(|&point| defends_when_played(position, point, attacker))
                    .collect();
                found.sort_by_key(|p| p.index());
                brute.sort_by_key(|p| p.index());
                assert_eq!(
                    found,
                    brute,
                    "{rule:?}: defences differ in {:?}",
                    position.board().stones_in_order().collect::<Vec<_>>()
                );
                true
            });
        }
        assert!(checked > 200, "only {checked} positions with an open three");
    }
}
