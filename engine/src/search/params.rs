//! The search's pruning and reduction numbers in one place: the defaults are what the engine
//! plays (each set by an SPRT; which, in docs/tuning.md), and `gomoku-spsa` can tune them by games.

/// Margins, move counts and reductions of the interior nodes (see `node.rs` for their use).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchParams {
    /// Reverse futility and futility: evaluation units a ply of depth.
    pub futility_margin: i32,
    /// Razoring into the leaf's threat probe: evaluation units a ply of depth.
    pub razor_margin: i32,
    /// Move-count pruning: quiet moves searched at depth d are base + scale/100 · d² (about
    /// half when the position is not improving).
    pub move_count_base: i32,
    pub move_count_scale: i32,
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
            lmr_divisor: 200,
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
            lmr_divisor: self.lmr_divisor.max(20),
            lmr_base: self.lmr_base.clamp(-100, 200),
            history_divisor: self.history_divisor.max(1),
        }
    }

    /// Quiet moves searched at `depth` before the rest are pruned (more while the position
    /// improves for the side to move).
    pub(super) fn move_count_limit(&self, depth: i32, improving: bool) -> usize {
        let base = self.move_count_base + self.move_count_scale * depth * depth / 100;
        let limit = if improving { base } else { base / 2 + 1 };
        limit.max(1) as usize
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
        assert_eq!(params.move_count_limit(4, true), 19);
        assert_eq!(params.move_count_limit(4, false), 10);
        let table = params.reduction_table();
        // ln(8)·ln(20)/2 + 0.25 = 3.36...
        assert_eq!(table[8][20], 3);
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
