//! The search's pruning and reduction numbers in one place: the defaults are what the engine
//! plays (each set by an SPRT; which, in docs/tuning.md), and `gomoku-spsa` can tune them by games.

/// Margins, move counts and reductions of the interior nodes (see `node.rs` for their use).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchParams {
    /// Reverse futility and futility: evaluation units a ply of depth.
    pub futility_margin: i32,
    /// Razoring into the leaf's threat probe: evaluation units a ply of depth.
    pub razor_margin: i32,
    /// Move-count pruning: quiet moves searched at depth d are base + scale/100 · d^(power/100)
    /// (about half when the position is not improving).
    pub move_count_base: i32,
    pub move_count_scale: i32,
    pub move_count_power: i32,
    /// Late-move reductions: ln(depth) · ln(index) · 100/divisor + base/100 plies.
    pub lmr_divisor: i32,
    pub lmr_base: i32,
    /// History counts in move ordering divided by this.
    pub history_divisor: i32,
}

impl Default for SearchParams {
    fn default() -> SearchParams {
        SearchParams {
            futility_margin: 30,
            razor_margin: 250,
            move_count_base: 3,
            move_count_scale: 100,
            move_count_power: 200,
            lmr_divisor: 150,
            lmr_base: 25,
            history_divisor: 256,
        }
    }
}

impl SearchParams {
    /// The numbers brought into ranges where the search still means something (positive
    /// margins and divisors, at least one move searched).
    pub fn sane(self) -> SearchParams {
        SearchParams {
            futility_margin: self.futility_margin.max(1),
            razor_margin: self.razor_margin.max(1),
            move_count_base: self.move_count_base.max(1),
            move_count_scale: self.move_count_scale.max(1),
            move_count_power: self.move_count_power.clamp(50, 300),
            lmr_divisor: self.lmr_divisor.max(20),
            lmr_base: self.lmr_base.clamp(-100, 200),
            history_divisor: self.history_divisor.max(1),
        }
    }

    /// Quiet moves searched at each depth (whole plies, up to 63) before the rest are pruned:
    /// `[improving][depth]`, more while the position improves for the side to move.
    pub(super) fn move_count_table(&self) -> [[usize; 64]; 2] {
        let mut table = [[0; 64]; 2];
        let (scale, power) = (
            self.move_count_scale as f64 / 100.0,
            self.move_count_power as f64 / 100.0,
        );
        let [not_improving, improving] = &mut table;
        for (depth, (low, high)) in not_improving.iter_mut().zip(improving).enumerate() {
            // The small epsilon keeps whole results whole (4² is 16, not 15.999...).
            let grown = (scale * (depth as f64).powf(power) + 1e-9).floor() as i32;
            let base = self.move_count_base + grown;
            *high = base.max(1) as usize;
            *low = (base / 2 + 1).max(1) as usize;
        }
        table
    }

    /// Late-move reductions by depth and move index.
    pub(super) fn reduction_table(&self) -> Box<[[i32; 64]; 64]> {
        let mut table = Box::new([[0; 64]; 64]);
        let divisor = self.lmr_divisor as f64 / 100.0;
        let base = self.lmr_base as f64 / 100.0;
        for (depth, row) in table.iter_mut().enumerate().skip(1) {
            for (index, cell) in row.iter_mut().enumerate().skip(1) {
                let r = (depth as f64).ln() * (index as f64).ln() / divisor + base;
                *cell = r as i32;
            }
        }
        table
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_give_the_engine_numbers() {
        let params = SearchParams::default();
        // 3 + d² moves, about half when not improving.
        let counts = params.move_count_table();
        assert_eq!(counts[1][4], 19);
        assert_eq!(counts[0][4], 10);
        assert_eq!(counts[1][9], 84);
        // A slower growth: 3 + 2·d^1.3.
        let slower = SearchParams {
            move_count_scale: 200,
            move_count_power: 130,
            ..params
        }
        .move_count_table();
        assert_eq!((slower[1][2], slower[1][4], slower[1][10]), (7, 15, 42));
        let table = params.reduction_table();
        // ln(8)·ln(20)/1.5 + 0.25 = 4.40...
        assert_eq!(table[8][20], 4);
        assert_eq!(table[1][40], 0);
        assert_eq!(params.sane(), params);
        let broken = SearchParams {
            futility_margin: -5,
            lmr_divisor: 0,
            ..params
        };
        assert_eq!(broken.sane().futility_margin, 1);
        assert_eq!(broken.sane().lmr_divisor, 20);
    }
}
