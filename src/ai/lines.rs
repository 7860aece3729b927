//! The engine's lines as the interface shows them: progress reports gathered per line of a
//! multi-PV search, and the final result.

use std::time::Duration;

use gomoku_engine::{Point, Score, SearchInfo, SearchResult};

/// The latest report of each line of a search, as a backend collects them from the engine's
/// callback; the interface takes a copy whenever one is new.
#[derive(Default)]
pub(super) struct ProgressLines {
    lines: Vec<SearchInfo>,
    fresh: bool,
}

impl ProgressLines {
    pub(super) fn record(&mut self, info: &SearchInfo) {
        let index = info.multipv.max(1) - 1;
        if index >= self.lines.len() {
            self.lines.resize(index + 1, info.clone());
        }
        self.lines[index] = info.clone();
        self.fresh = true;
    }

    pub(super) fn take(&mut self) -> Option<Vec<SearchInfo>> {
        if !self.fresh {
            return None;
        }
        self.fresh = false;
        Some(self.lines.clone())
    }
}

/// One progress report, or the final result, of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisLine {
    pub depth: u32,
    pub seldepth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// From the thinking side's point of view.
    pub score: Score,
    pub pv: Vec<Point>,
}

impl AnalysisLine {
    pub(super) fn from_info(info: &SearchInfo) -> Self {
        AnalysisLine {
            depth: info.depth,
            seldepth: info.seldepth,
            nodes: info.nodes,
            elapsed: info.elapsed,
            score: info.line.score,
            pv: info.line.moves.clone(),
        }
    }

    /// Every line of the result (one unless several were asked).
    pub(super) fn all_from_result(result: &SearchResult) -> Vec<Self> {
        let line = |score: Score, pv: &[Point]| AnalysisLine {
            depth: result.depth,
            seldepth: result.seldepth,
            nodes: result.nodes,
            elapsed: result.elapsed,
            score,
            pv: pv.to_vec(),
        };
        let mut lines: Vec<Self> = result
            .lines
            .iter()
            .map(|l| line(l.score, &l.moves))
            .collect();
        if lines.first().is_none_or(|first| first.pv != result.pv) {
            lines.insert(0, line(result.score, &result.pv));
        }
        distinct(lines)
    }

    /// The reports of a multi-PV search, one line each.
    pub(super) fn all_from_infos(infos: &[SearchInfo]) -> Vec<Self> {
        distinct(infos.iter().map(Self::from_info).collect())
    }

    pub fn nodes_per_second(&self) -> u64 {
        let seconds = self.elapsed.as_secs_f64();
        if seconds > 0.0 {
            (self.nodes as f64 / seconds) as u64
        } else {
            0
        }
    }

    /// The value on the board's mark, for the side to move: its winning chance in percent, or
    /// a mate in so many moves (`M5`, `-M5`), in no language in particular.
    pub fn short_value(&self) -> String {
        match self.score {
            Score::Eval(_) => format!("{:.0}", self.score.win_probability() * 100.0),
            Score::Win(n) => format!("M{n}"),
            Score::Loss(n) => format!("-M{n}"),
        }
    }
}

/// Between two iterations a line may still start with the move another line just took over:
/// one line per first move, the earlier (newer) kept, and none without a move.
fn distinct(lines: Vec<AnalysisLine>) -> Vec<AnalysisLine> {
    let mut kept: Vec<AnalysisLine> = Vec::with_capacity(lines.len());
    for line in lines {
        let Some(first) = line.pv.first() else {
            continue;
        };
        if kept.iter().all(|k| k.pv.first() != Some(first)) {
            kept.push(line);
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use gomoku_engine::PvLine;

    fn info(multipv: usize, first: Point, depth: u32) -> SearchInfo {
        SearchInfo {
            depth,
            seldepth: depth,
            nodes: 10,
            elapsed: Duration::from_millis(1),
            nps: 10_000,
            multipv,
            line: PvLine {
                score: Score::Eval(0),
                moves: vec![first],
            },
        }
    }

    #[test]
    fn progress_keeps_the_latest_report_of_each_line_once() {
        let (a, b, c) = (Point::new(7, 7), Point::new(8, 8), Point::new(6, 6));
        let mut progress = ProgressLines::default();
        assert!(progress.take().is_none());
        progress.record(&info(1, a, 3));
        progress.record(&info(2, b, 3));
        progress.record(&info(3, c, 3));
        assert_eq!(progress.take().map(|l| l.len()), Some(3));
        assert!(progress.take().is_none(), "nothing new");
        // Depth 4's first line is depth 3's second move: the stale copy is not shown twice.
        progress.record(&info(1, b, 4));
        let lines = AnalysisLine::all_from_infos(&progress.take().unwrap());
        let firsts: Vec<Point> = lines.iter().map(|l| l.pv[0]).collect();
        assert_eq!(firsts, [b, c]);
        assert_eq!(lines[0].depth, 4);
    }
}
