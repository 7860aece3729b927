//! Variations: every line a game has had, kept as a tree of moves from the empty board. The
//! first child at each step is the main line; a move played from an earlier position that
//! differs from the line's next move starts a branch beside it instead of throwing the rest
//! away. The tree only holds moves; legality is the [`crate::game::Game`]'s business.

use crate::point::Point;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    point: Point,
    children: Vec<Node>,
}

/// The lines of a game, main line first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveTree {
    children: Vec<Node>,
}

/// A move another line plays where `line` plays its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alternative {
    /// The move's index in the game (0 = black's first).
    pub ply: usize,
    /// The whole other line: the shared moves, the alternative, then its main continuation.
    pub line: Vec<Point>,
}

impl MoveTree {
    /// A tree holding one line, the main one.
    pub fn with_main_line(moves: &[Point]) -> MoveTree {
        let mut tree = MoveTree::default();
        tree.add_line(moves);
        tree
    }

    /// Adds `moves` from the empty board: the moves already in the tree are followed, the rest
    /// hang from where it leaves them, after the lines already there (so the main line stays).
    pub fn add_line(&mut self, moves: &[Point]) {
        let mut level = &mut self.children;
        for &point in moves {
            let index = match level.iter().position(|n| n.point == point) {
                Some(index) => index,
                None => {
                    level.push(Node {
                        point,
                        children: Vec::new(),
                    });
                    level.len() - 1
                }
            };
            level = &mut level[index].children;
        }
    }

    /// Whether `moves` is a line (or the start of one) of the tree.
    pub fn contains(&self, moves: &[Point]) -> bool {
        self.level_after(moves).is_some()
    }

    fn level_after(&self, moves: &[Point]) -> Option<&Vec<Node>> {
        let mut level = &self.children;
        for point in moves {
            level = &level.iter().find(|n| n.point == *point)?.children;
        }
        Some(level)
    }

    /// `prefix` followed by the main continuation from there (the first child at each step).
    pub fn continuation(&self, prefix: &[Point]) -> Vec<Point> {
        let mut line = prefix.to_vec();
        let Some(mut level) = self.level_after(prefix) else {
            return line;
        };
        while let Some(first) = level.first() {
            line.push(first.point);
            level = &first.children;
        }
        line
    }

    /// The main line: the first move at every step.
    pub fn main_line(&self) -> Vec<Point> {
        self.continuation(&[])
    }

    /// Every line to its end, the main line first, then the branches in the order they were
    /// added at each step.
    pub fn lines(&self) -> Vec<Vec<Point>> {
        fn walk(level: &[Node], prefix: &mut Vec<Point>, out: &mut Vec<Vec<Point>>) {
            for node in level {
                prefix.push(node.point);
                if node.children.is_empty() {
                    out.push(prefix.clone());
                } else {
                    walk(&node.children, prefix, out);
                }
                prefix.pop();
            }
        }
        let mut out = Vec::new();
        walk(&self.children, &mut Vec::new(), &mut out);
        out
    }

    /// For each move of `line`, the other moves played at that point (each with its line).
    pub fn alternatives(&self, line: &[Point]) -> Vec<Alternative> {
        let mut found = Vec::new();
        let mut level = &self.children;
        for (ply, point) in line.iter().enumerate() {
            for other in level.iter().filter(|n| n.point != *point) {
                let mut prefix = line[..ply].to_vec();
                prefix.push(other.point);
                found.push(Alternative {
                    ply,
                    line: self.continuation(&prefix),
                });
            }
            match level.iter().find(|n| n.point == *point) {
                Some(node) => level = &node.children,
                None => break,
            }
        }
        found
    }

    /// The ply where `line` leaves the main line (its length if it never does).
    pub fn branch_point(&self, line: &[Point]) -> usize {
        let main = self.main_line();
        line.iter().zip(&main).take_while(|(a, b)| a == b).count()
    }

    /// Makes `line` the main line: at every step its move goes first.
    pub fn promote(&mut self, line: &[Point]) {
        let mut level = &mut self.children;
        for point in line {
            let Some(index) = level.iter().position(|n| n.point == *point) else {
                return;
            };
            let node = level.remove(index);
            level.insert(0, node);
            level = &mut level[0].children;
        }
    }

    /// Deletes the move at `ply` of `line` and everything after it. Returns whether it was
    /// there.
    pub fn remove_from(&mut self, line: &[Point], ply: usize) -> bool {
        let Some((point, prefix)) = line.get(ply).map(|p| (p, &line[..ply])) else {
            return false;
        };
        let mut level = &mut self.children;
        for step in prefix {
            let Some(node) = level.iter_mut().find(|n| n.point == *step) else {
                return false;
            };
            level = &mut node.children;
        }
        let before = level.len();
        level.retain(|n| n.point != *point);
        level.len() != before
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_moves;
    use crate::point::BoardSize;

    fn line(text: &str) -> Vec<Point> {
        parse_moves(text, BoardSize::STANDARD).unwrap()
    }

    #[test]
    fn a_branch_keeps_the_main_line_and_shows_as_an_alternative() {
        let main = line("h8i9h9h10i8");
        let mut tree = MoveTree::with_main_line(&main);
        let branch = line("h8i9j10k11");
        tree.add_line(&branch);
        tree.add_line(&line("h8i9h9")); // a prefix adds nothing
        assert_eq!(tree.main_line(), main);
        assert_eq!(tree.lines(), vec![main.clone(), branch.clone()]);
        assert!(tree.contains(&branch) && tree.contains(&line("h8i9j10")));
        assert!(!tree.contains(&line("h8j10")));
        let seen = tree.alternatives(&main);
        assert_eq!(
            seen,
            vec![Alternative {
                ply: 2,
                line: branch.clone()
            }]
        );
        assert_eq!(tree.alternatives(&branch)[0].line, main);
        assert_eq!(tree.branch_point(&branch), 2);
        assert_eq!(tree.branch_point(&main), 5);
        assert_eq!(tree.continuation(&line("h8i9j10")), branch);
    }

    #[test]
    fn promoting_and_removing_branches() {
        let main = line("h8i9h9h10");
        let branch = line("h8i9j10k11");
        let mut tree = MoveTree::with_main_line(&main);
        tree.add_line(&branch);
        tree.promote(&branch);
        assert_eq!(tree.main_line(), branch);
        assert_eq!(tree.lines(), vec![branch.clone(), main.clone()]);
        assert!(tree.remove_from(&branch, 2));
        assert_eq!(tree.main_line(), main, "the other line is main again");
        assert!(!tree.remove_from(&branch, 2), "already gone");
        assert!(tree.remove_from(&main, 3), "the end of a line can go too");
        assert_eq!(tree.main_line(), line("h8i9h9"));
    }
}
