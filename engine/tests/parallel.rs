//! The search on several threads (lazy SMP): it ends with every helper when stopped, finds what
//! one thread finds, survives a pool that runs its helpers late or never, and leaves a
//! one-thread search exactly as it was.

use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use gomoku_engine::notation::parse_moves;
use gomoku_engine::search::HelperJob;
use gomoku_engine::{Board, BoardSize, Limits, Rule, Score, Searcher, StopFlag};

fn board_from(moves: &str) -> Board {
    let size = BoardSize::STANDARD;
    let mut board = Board::new(size);
    for point in parse_moves(moves, size).unwrap() {
        board.play(point).unwrap();
    }
    board
}

/// A quiet middle game with no immediate tactics.
const MIDGAME: &str = "h8i9g9i7i8g8h9h7j9j8";

/// A spawner that runs every helper on a thread the test can watch.
fn watched_threads(searcher: &mut Searcher) -> Arc<Mutex<Vec<JoinHandle<()>>>> {
    let handles: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
    let kept = handles.clone();
    searcher.set_helper_spawner(Arc::new(move |job: HelperJob| {
        kept.lock().unwrap().push(thread::spawn(move || job.run()));
    }));
    handles
}

#[test]
fn a_stop_ends_every_thread_and_answers_a_legal_move() {
    let board = board_from(MIDGAME);
    let stop = StopFlag::new();
    let worker_stop = stop.clone();
    let (handles_out, handles_in) = std::sync::mpsc::channel();
    let worker = thread::spawn(move || {
        let mut searcher = Searcher::new(Rule::Freestyle, 16);
        handles_out.send(watched_threads(&mut searcher)).unwrap();
        let limits = Limits::default().with_threads(4);
        let result = searcher.search(&board, &limits, &worker_stop, &mut |_| {});
        (result, Instant::now())
    });
    let handles = handles_in.recv().unwrap();
    thread::sleep(Duration::from_millis(300));
    let stopped_at = Instant::now();
    stop.stop();
    let (result, returned_at) = worker.join().unwrap();
    assert!(returned_at.duration_since(stopped_at) < Duration::from_secs(1));
    let point = result.best_move.expect("a move");
    assert!(board_from(MIDGAME).is_empty(point));
    // The search returns only once each helper has handed back its searcher: their threads
    // end right after.
    let handles = std::mem::take(&mut *handles.lock().unwrap());
    assert_eq!(handles.len(), 3, "three helpers beside the main thread");
    let deadline = Instant::now() + Duration::from_secs(1);
    while !handles.iter().all(JoinHandle::is_finished) {
        assert!(Instant::now() < deadline, "a helper is still searching");
        thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn helpers_add_nodes_and_the_answer_is_a_legal_move_at_the_asked_depth() {
    let board = board_from(MIDGAME);
    let one = Searcher::new(Rule::Freestyle, 16).search(
        &board,
        &Limits::depth(8),
        &StopFlag::new(),
        &mut |_| {},
    );
    let mut reports = Vec::new();
    let several = Searcher::new(Rule::Freestyle, 16).search(
        &board,
        &Limits::depth(8).with_threads(3),
        &StopFlag::new(),
        &mut |info| reports.push(info.nodes),
    );
    assert!(board.is_empty(several.best_move.expect("a move")));
    assert!(several.depth >= 8, "depth {}", several.depth);
    assert!(
        several.nodes >= one.nodes / 2,
        "{} vs {}",
        several.nodes,
        one.nodes
    );
    assert!(reports.windows(2).all(|w| w[0] <= w[1]), "{reports:?}");
}

#[test]
fn several_threads_find_the_forced_win_one_thread_finds() {
    // Black (to move) has an open three: an open four next, then five.
    let board = board_from("h8a1i8o1j8a15h10o15");
    let limits = Limits::time(Duration::from_secs(2)).with_threads(2);
    let result =
        Searcher::new(Rule::Freestyle, 16).search(&board, &limits, &StopFlag::new(), &mut |_| {});
    assert!(matches!(result.score, Score::Win(_)), "{:?}", result.score);
    let first = result.best_move.expect("a move");
    assert!(
        ["g8", "k8"]
            .contains(&gomoku_engine::notation::format_point(first, BoardSize::STANDARD).as_str())
    );
}

#[test]
fn helpers_never_run_or_run_late_and_the_search_still_answers() {
    let board = board_from(MIDGAME);
    let single = Searcher::new(Rule::Freestyle, 16).search(
        &board,
        &Limits::depth(6),
        &StopFlag::new(),
        &mut |_| {},
    );
    // A pool with no free thread: the jobs wait until after the search, then find it over.
    let queued: Arc<Mutex<Vec<HelperJob>>> = Arc::default();
    let queue = queued.clone();
    let mut searcher = Searcher::new(Rule::Freestyle, 16);
    searcher.set_helper_spawner(Arc::new(move |job| queue.lock().unwrap().push(job)));
    let limits = Limits::depth(6).with_threads(3);
    let late = searcher.search(&board, &limits, &StopFlag::new(), &mut |_| {});
    for job in std::mem::take(&mut *queued.lock().unwrap()) {
        job.run();
    }
    // Nothing helped, so the main thread's tree is the one-thread tree.
    assert_eq!(
        (late.best_move, late.nodes),
        (single.best_move, single.nodes)
    );

    // A pool that drops the jobs.
    let mut searcher = Searcher::new(Rule::Freestyle, 16);
    searcher.set_helper_spawner(Arc::new(drop));
    let dropped = searcher.search(&board, &limits, &StopFlag::new(), &mut |_| {});
    assert_eq!(dropped.nodes, single.nodes);
}

#[test]
fn one_thread_searches_exactly_as_before_after_a_parallel_search() {
    let board = board_from(MIDGAME);
    let fresh = Searcher::new(Rule::Freestyle, 16).search(
        &board,
        &Limits::depth(7),
        &StopFlag::new(),
        &mut |_| {},
    );
    for threads in [0, 1] {
        let result = Searcher::new(Rule::Freestyle, 16).search(
            &board,
            &Limits::depth(7).with_threads(threads),
            &StopFlag::new(),
            &mut |_| {},
        );
        assert_eq!(
            (result.nodes, result.best_move),
            (fresh.nodes, fresh.best_move)
        );
    }
    // A searcher that searched on several threads, cleared, searches alone as a new one does.
    let mut searcher = Searcher::new(Rule::Freestyle, 16);
    searcher.search(
        &board,
        &Limits::depth(7).with_threads(2),
        &StopFlag::new(),
        &mut |_| {},
    );
    searcher.clear();
    let again = searcher.search(&board, &Limits::depth(7), &StopFlag::new(), &mut |_| {});
    assert_eq!(
        (again.nodes, again.best_move),
        (fresh.nodes, fresh.best_move)
    );
}
