//! The searches a brain runs off the input thread: a move, the n best moves, or a swap2 answer.

use crate::ai::Ai;
use crate::board::Board;
use crate::opening::prefers_black;
use crate::point::Point;
use crate::search::{Limits, Score, SearchInfo, StopFlag};

use std::time::Duration;

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum ThinkKind {
    /// Choose and play a move.
    Move,
    /// Report the `n` best moves and answer the best, without playing it.
    NBest(usize),
    /// A swap2 decision for a position of 0, 3 or 5 stones.
    Swap2(usize),
}

pub(super) enum Swap2Answer {
    Swap,
    /// Stones to place: three for an empty board, else one move.
    Stones(Vec<Point>),
}

/// The least time a search is given, however late its command was read: enough for the first
/// root moves, so the answer is still a move the search chose.
const MIN_THINK: Duration = Duration::from_millis(5);

/// A search to run for the brain; owns the AI while it runs.
pub struct ThinkJob {
    kind: ThinkKind,
    board: Board,
    ai: Ai,
    limits: Limits,
}

/// The result of a [`ThinkJob`], to hand back to [`super::Brain::finish`].
pub struct ThinkOutcome {
    pub(super) kind: ThinkKind,
    pub(super) ai: Ai,
    pub(super) best: Option<Point>,
    pub(super) swap2: Option<Swap2Answer>,
}

impl ThinkJob {
    pub(super) fn new(kind: ThinkKind, board: Board, ai: Ai, limits: Limits) -> ThinkJob {
        ThinkJob {
            kind,
            board,
            ai,
            limits,
        }
    }

    /// Takes `waited` (how long the command that asked for this search sat in the input before
    /// it was read) off the move's time: the manager's clock started when it sent the command.
    pub fn count_wait(&mut self, waited: Duration) {
        if let Some(time) = &mut self.limits.time {
            *time = time.saturating_sub(waited).max(MIN_THINK);
        }
    }

    /// Runs the search; `emit` receives `MESSAGE` lines as it progresses.
    pub fn run(mut self, stop: &StopFlag, emit: &mut dyn FnMut(String)) -> ThinkOutcome {
        let numbered = matches!(self.kind, ThinkKind::NBest(_));
        let mut report = |info: &SearchInfo| emit(message_line(info, numbered));
        let mut best = None;
        let mut swap2 = None;
        match self.kind {
            ThinkKind::Move => {
                best = self
                    .ai
                    .choose_move(&self.board, &self.limits, stop, &mut report)
                    .point;
            }
            ThinkKind::NBest(lines) => {
                let searcher = self.ai.searcher_mut();
                searcher.set_multi_pv(lines);
                best = searcher
                    .search(&self.board, &self.limits, stop, &mut report)
                    .best_move;
                searcher.set_multi_pv(1);
            }
            ThinkKind::Swap2(stones) => {
                swap2 = Some(swap2_answer(
                    &mut self.ai,
                    &self.board,
                    stones,
                    &self.limits,
                    stop,
                ));
            }
        }
        ThinkOutcome {
            kind: self.kind,
            ai: self.ai,
            best,
            swap2,
        }
    }
}

/// Rapfi-style progress line.
fn message_line(info: &SearchInfo, numbered: bool) -> String {
    let pv: Vec<String> = info
        .line
        .moves
        .iter()
        .map(|p| format!("{},{}", p.x(), p.y()))
        .collect();
    let prefix = if numbered {
        format!("({}) ", info.multipv)
    } else {
        String::new()
    };
    format!(
        "MESSAGE {prefix}depth {}-{} ev {} winrate {:.1}% nodes {} nps {} time {}ms pv {}",
        info.depth,
        info.seldepth,
        info.line.score,
        info.win_probability() * 100.0,
        info.nodes,
        info.nps,
        info.elapsed.as_millis(),
        pv.join(" ")
    )
}

fn swap2_answer(
    ai: &mut Ai,
    board: &Board,
    stones: usize,
    limits: &Limits,
    stop: &StopFlag,
) -> Swap2Answer {
    let searcher = ai.searcher_mut();
    if stones == 0 {
        return Swap2Answer::Stones(balanced_opening(searcher, board, limits, stop));
    }
    let result = searcher.search(board, limits, stop, &mut |_| {});
    match result.best_move {
        Some(point) if !prefers_black(result.score) => Swap2Answer::Stones(vec![point]),
        _ => Swap2Answer::Swap,
    }
}

/// Three opening stones (black, white, black) near the centre whose evaluation for white to move
/// is closest to even, so the opponent's choice of colour gains little.
fn balanced_opening(
    searcher: &mut crate::search::Searcher,
    board: &Board,
    limits: &Limits,
    stop: &StopFlag,
) -> Vec<Point> {
    let center = board.size().center();
    let at = |dx: i64, dy: i64| Point::try_new(center.x() as i64 + dx, center.y() as i64 + dy).ok();
    let white = at(1, 0).unwrap_or(center);
    let thirds = [
        (-1, 1),
        (0, 1),
        (1, 1),
        (-1, -1),
        (0, -2),
        (2, 1),
        (-2, 0),
        (1, 2),
    ];
    let mut probe = *limits;
    probe.depth = Some(limits.depth.unwrap_or(6).min(6));
    probe.time = limits.time.map(|t| t / (thirds.len() as u32 + 1));
    let mut best: Option<(i32, Vec<Point>)> = None;
    for (dx, dy) in thirds {
        let Some(third) = at(dx, dy).filter(|p| board.size().contains(*p)) else {
            continue;
        };
        let stones = vec![center, white, third];
        let mut trial = board.clone();
        if stones.iter().any(|&p| trial.play(p).is_err()) {
            continue;
        }
        let score = searcher.search(&trial, &probe, stop, &mut |_| {}).score;
        let imbalance = match score {
            Score::Eval(v) => v.abs(),
            _ => i32::MAX,
        };
        if best.as_ref().is_none_or(|(b, _)| imbalance < *b) {
            best = Some((imbalance, stones));
        }
    }
    best.map(|(_, stones)| stones)
        .unwrap_or_else(|| vec![center, white, at(0, 1).unwrap_or(center)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Strength;
    use crate::point::BoardSize;
    use crate::rules::Rule;

    fn job(limits: Limits) -> ThinkJob {
        let ai = Ai::with_hash(Strength::MAX, Rule::Freestyle, 1, 1);
        ThinkJob::new(ThinkKind::Move, Board::new(BoardSize::STANDARD), ai, limits)
    }

    /// The time a command waited is taken off its search, down to a floor; searches without a
    /// time limit keep none.
    #[test]
    fn waiting_in_the_input_counts_against_the_move() {
        let ms = Duration::from_millis;
        let mut timed = job(Limits::time(ms(475)));
        timed.count_wait(ms(200));
        assert_eq!(timed.limits.time, Some(ms(275)));
        timed.count_wait(ms(5_000));
        assert_eq!(timed.limits.time, Some(MIN_THINK));
        let mut by_depth = job(Limits::depth(6));
        by_depth.count_wait(ms(200));
        assert_eq!(by_depth.limits.time, None);
    }
}
