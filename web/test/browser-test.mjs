// Plays the browser build in headless Chromium (scripts/web-test.sh starts the server):
// the page loads with no console errors, Enter starts a game against Master, a click on the
// board's centre places a stone, the engine answers from its Web Worker while the page keeps
// drawing, the game survives a reload through localStorage, Ctrl+S downloads it and Ctrl+O
// reads a picked file in, a puzzle of the shipped set is solved against the engine, and links
// open a game's review and a position's analysis (both in the worker). The first visit's wasm and JavaScript must come Brotli-compressed
// (`content-encoding: br`) and all it downloads, up to the engine's first answer, must stay under
// 4.2 MB over the wire. Prints the frame times measured with requestAnimationFrame and the
// first load's size, and saves screenshots. Exits non-zero on the first failure.
//
//   node web/test/browser-test.mjs URL OUT_DIR
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { chromium } from "playwright-core";

const [url, outDir] = process.argv.slice(2);
if (!url || !outDir) {
  console.error("usage: node browser-test.mjs URL OUT_DIR");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

// Long enough that the engine, which may stop early when its best move is settled, is still
// thinking when the frame window and the two screenshots below are done.
const MOVE_TIME_MS = 10_000;
// Frames are measured over this much of the AI's thinking, before any screenshot is taken
// (taking one stalls the page's frames).
const MEASURE_THINKING_MS = 3500;
// Master thinks for MOVE_TIME_MS; the rest is slack for a slow software renderer.
const ANSWER_TIMEOUT_MS = 60_000;
const START_TIMEOUT_MS = 180_000;
const SETTINGS_KEY = "gomoku/settings.json";
const GAME_KEY = "gomoku/current-game.json";
// A frame this long means the page froze: the search ran on the page's own thread.
const FROZEN_MS = 1000;
// A game where black misses a win by fours (k8) at its 11th move: its review marks it.
const MISSED_VCF = "h8g8i8a1j8c1k9e1k10g1o15";
// A short puzzle of the shipped set (k11 makes an open four; white blocks at m13, then h8).
const PUZZLE_ID = "f-0002";
// What a first visit may download (response bodies as sent, so compressed), in bytes.
const FIRST_LOAD_LIMIT_BYTES = 4_200_000;

const failures = [];
const fail = (message) => {
  failures.push(message);
  console.error(`FAIL: ${message}`);
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
// WEB_TEST_VIEWPORT=640x400 (say) shows how the frame times follow the number of pixels drawn.
const [width, height] = (process.env.WEB_TEST_VIEWPORT ?? "1280x800").split("x").map(Number);
if (!(width > 0 && height > 0)) throw new Error("WEB_TEST_VIEWPORT must look like 1280x800");
const page = await browser.newPage({ viewport: { width, height } });
const consoleErrors = [];
page.on("console", (message) => {
  if (message.type() === "error") consoleErrors.push(message.text());
});
page.on("pageerror", (error) => consoleErrors.push(`uncaught: ${error.message}`));
page.on("requestfailed", (request) => consoleErrors.push(`request failed: ${request.url()}`));

// Every file of the site the first visit fetches, until the engine has answered once (its Web
// Worker and wasm load with the first search); the reload later is not counted. Chromium reports
// a dedicated worker's requests on its page. `sizes()` gives the body's bytes as received, that
// is compressed when the server compressed it; it says 0 for a worker's own script, so the
// `content-length` the server sent (the compressed copy's) stands in when it is larger.
const siteOrigin = new URL(url).origin;
const firstLoad = new Map();
let recordingFirstLoad = true;
const describeResponse = async (response) => {
  const headers = await response.allHeaders();
  const declared = Number(headers["content-length"] ?? 0);
  let received = 0;
  try {
    received = (await response.request().sizes()).responseBodySize;
  } catch {
    // The request is gone (a navigation); the declared length is all there is.
  }
  const bytes = Math.max(received, declared);
  return {
    file: new URL(response.url()).pathname,
    status: response.status(),
    encoding: headers["content-encoding"] ?? "none",
    bytes,
  };
};
page.on("response", (response) => {
  const address = response.url();
  if (!recordingFirstLoad || firstLoad.has(address)) return;
  if (!address.startsWith("http") || new URL(address).origin !== siteOrigin) return;
  firstLoad.set(address, describeResponse(response));
});
const checkFirstLoad = async () => {
  recordingFirstLoad = false;
  const files = await Promise.all(firstLoad.values());
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  for (const file of files) {
    if (/\.(wasm|m?js)$/.test(file.file) && file.encoding !== "br") {
      fail(`${file.file} came with content-encoding ${file.encoding}, not br`);
    }
  }
  const modules = files.filter((file) => file.file.endsWith(".wasm")).length;
  if (modules < 2) {
    fail(`the first load fetched ${modules} wasm module(s), not the game's and the engine's`);
  }
  const megabytes = Math.round(bytes / 1e4) / 100;
  console.log(
    `first load over the wire: ${bytes} bytes (${megabytes} MB) in ${files.length} responses`,
  );
  if (bytes > FIRST_LOAD_LIMIT_BYTES) {
    fail(`the first load is ${bytes} bytes over the wire, over ${FIRST_LOAD_LIMIT_BYTES}`);
  }
  return {
    bytes,
    megabytes,
    files: files.map((file) => `${file.file} ${file.status} ${file.encoding} ${file.bytes}`),
  };
};
// Master with a fixed thinking time, so the test sees a long search (a fresh profile has no
// settings yet; a reload keeps what the game saved).
await page.addInitScript(
  ([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value),
  [SETTINGS_KEY, JSON.stringify({ level: "master", move_time_ms: MOVE_TIME_MS, show_pv: true })],
);

const attribute = (name) => page.evaluate((n) => document.documentElement.getAttribute(n), name);
const storedMoves = () =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    if (!text) return null;
    const record = JSON.parse(text);
    return record.moves.slice(0, record.current_ply ?? record.moves.length);
  }, GAME_KEY);
const waitFor = async (what, predicate, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(50);
  }
};
// Resolves when the game has drawn its first frame; fails at once on an error instead of
// waiting out the timeout.
const waitForStart = async () => {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while ((await attribute("data-gomoku")) !== "running") {
    if (consoleErrors.length) throw new Error("the game failed to start");
    if (Date.now() > deadline) throw new Error("the game did not start in time");
    await page.waitForTimeout(200);
  }
};
const waitForScreen = (screen) =>
  page.waitForFunction((s) => document.documentElement.dataset.screen === s, screen, {
    timeout: 30_000,
  });
// Every animation frame's interval, from now on.
const recordFrames = () =>
  page.evaluate(() => {
    window.frameLog = [];
    let last = performance.now();
    const tick = (now) => {
      window.frameLog.push({ at: now, interval: now - last });
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
const framesBetween = (from, to) =>
  page.evaluate(
    ([a, b]) => window.frameLog.filter((f) => f.at >= a && f.at <= b).map((f) => f.interval),
    [from, to],
  );
const now = () => page.evaluate(() => performance.now());
// Resolves after the page has drawn `count` more frames.
const frames = (count) =>
  page.evaluate(
    (n) =>
      new Promise((done) => {
        const step = (left) => (left ? requestAnimationFrame(() => step(left - 1)) : done());
        step(n);
      }),
    count,
  );
const stats = (intervals) => {
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (x) => Math.round(x * 10) / 10;
  return {
    frames: sorted.length,
    median_ms: round(at(0.5)),
    p95_ms: round(at(0.95)),
    max_ms: round(sorted.at(-1) ?? 0),
    over_33ms: sorted.filter((x) => x > 33.4).length,
  };
};

// The page's main-thread time (CDP Performance metrics, seconds, cumulative): what the game's
// own frames cost, apart from the wait for the GPU process (a software rasteriser here).
const cdp = await page.context().newCDPSession(page);
await cdp.send("Performance.enable");
const mainThread = async () => {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const value = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: value("TaskDuration"), script: value("ScriptDuration") };
};
const perFrame = (before, after, frameCount) => ({
  main_thread_busy_ms_per_frame: Math.round(((after.task - before.task) * 1e4) / frameCount) / 10,
  script_ms_per_frame: Math.round(((after.script - before.script) * 1e4) / frameCount) / 10,
});

const report = {};
try {
  const started = Date.now();
  await page.goto(url);
  await waitForStart();
  report.seconds_to_first_frame = (Date.now() - started) / 1000;
  if (await page.isVisible("#loading")) fail("the loading indicator is still shown");
  await waitForScreen("menu");

  // Enter starts a game with the stored settings: human (black) against Master.
  await page.focus("#gomoku");
  await page.keyboard.press("Enter");
  await waitForScreen("playing");
  await recordFrames();
  await page.waitForTimeout(2000);
  const idleFrom = await now();
  const idleBusy = await mainThread();
  await page.waitForTimeout(3000);
  report.idle = stats(await framesBetween(idleFrom, await now()));
  Object.assign(report.idle, perFrame(idleBusy, await mainThread(), report.idle.frames));

  const [x, y, cell] = (await attribute("data-board")).split(",").map(Number);
  if (!(cell > 5)) throw new Error(`board geometry ${x},${y},${cell} is not usable`);
  // Press and release in separate frames, as a hand would: picking pairs them into a click.
  await page.mouse.move(x, y);
  await frames(2);
  await page.mouse.down();
  await frames(2);
  await page.mouse.up();
  const placed = await waitFor(
    "the clicked stone in localStorage",
    async () => ((await storedMoves())?.length ? await storedMoves() : null),
    10_000,
  );
  if (JSON.stringify(placed) !== "[[7,7]]") fail(`the click stored ${JSON.stringify(placed)}, not h8`);
  const thinkFrom = await now();
  const thinkBusy = await mainThread();
  await page.waitForTimeout(MEASURE_THINKING_MS);
  report.thinking = stats(await framesBetween(thinkFrom, await now()));
  Object.assign(report.thinking, perFrame(thinkBusy, await mainThread(), report.thinking.frames));
  if ((await storedMoves()).length !== 1) fail("the AI answered before the frames were measured");
  const during = await page.screenshot({ path: `${outDir}/web-thinking.png` });
  await page.waitForTimeout(700);
  const later = await page.screenshot();
  report.page_changes_while_thinking = !during.equals(later);
  if (!report.page_changes_while_thinking) fail("the page did not change while the AI thought");

  const answered = await waitFor(
    "the engine's answer",
    async () => ((await storedMoves())?.length === 2 ? await storedMoves() : null),
    ANSWER_TIMEOUT_MS,
  );
  report.ai_answer = answered[1];
  report.seconds_to_answer = Math.round((await now()) - thinkFrom) / 1000;
  report.first_load = await checkFirstLoad();
  if (report.thinking.max_ms > FROZEN_MS) fail(`a frame took ${report.thinking.max_ms} ms: frozen`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${outDir}/web-game.png` });

  // The game in progress comes back after a reload.
  await page.reload();
  await waitForStart();
  await waitForScreen("playing");
  const resumed = await storedMoves();
  if (JSON.stringify(resumed) !== JSON.stringify(answered)) {
    fail(`after a reload the game is ${JSON.stringify(resumed)}`);
  }
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${outDir}/web-resumed.png` });

  // Ctrl+S downloads the game as a JSON record; Ctrl+O reads a picked file in. Control is held
  // over a few frames so the game sees it down together with the letter.
  const shortcut = async (key) => {
    await page.focus("#gomoku");
    await page.keyboard.down("Control");
    await frames(2);
    await page.keyboard.down(key);
    await frames(2);
    await page.keyboard.up(key);
    await page.keyboard.up("Control");
  };
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 10_000 }),
    shortcut("s"),
  ]);
  report.download = download.suggestedFilename();
  const record = JSON.parse(readFileSync(await download.path(), "utf8"));
  const downloaded = record.moves.slice(0, record.current_ply ?? record.moves.length);
  if (JSON.stringify(downloaded) !== JSON.stringify(answered)) {
    fail(`the download holds ${JSON.stringify(downloaded)}`);
  }
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser", { timeout: 10_000 }),
    shortcut("o"),
  ]);
  await chooser.setFiles({
    name: "opening.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("h8i9j10"),
  });
  const opened = await waitFor(
    "the picked file's game",
    async () => ((await storedMoves())?.length === 3 ? await storedMoves() : null),
    10_000,
  );
  report.opened_file = opened;
  if (JSON.stringify(opened[0]) !== "[7,7]") fail(`the opened game starts ${opened[0]}`);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${outDir}/web-opened.png` });

  // Puzzle mode: a saved puzzle reopens after a reload; the player's moves are judged on the
  // page and the engine defends from its worker; solving it is saved with the settings.
  const puzzleLine = readFileSync("assets/puzzles/puzzles.tsv", "utf8")
    .split("\n")
    .find((line) => line.startsWith(`${PUZZLE_ID}\t`));
  const [, , , , , puzzlePosition, puzzleSolution] = puzzleLine.split("\t");
  const moveCount = (text) => text.match(/[a-z]\d+/g).length;
  const toPoint = (name) => [name.charCodeAt(0) - 97, 15 - Number(name.slice(1))];
  const solution = puzzleSolution.match(/[a-z]\d+/g).map(toPoint);
  await page.evaluate(
    ([key, id]) =>
      localStorage.setItem(
        key,
        JSON.stringify({ mode: "puzzles", puzzles: { level: 1, current: id, streak: 3 } }),
      ),
    [SETTINGS_KEY, PUZZLE_ID],
  );
  await page.reload();
  await waitForStart();
  await waitForScreen("playing");
  const start = moveCount(puzzlePosition);
  // The puzzle is set up on the first frame (and saved with the first move played in it).
  await page.waitForTimeout(1500);
  const clickPoint = async ([px, py]) => {
    const [bx, by, cell] = (await attribute("data-board")).split(",").map(Number);
    await page.mouse.move(bx + (px - 7) * cell, by + (py - 7) * cell);
    await frames(2);
    await page.mouse.down();
    await frames(2);
    await page.mouse.up();
  };
  for (let i = 0; i < solution.length; i += 2) {
    await clickPoint(solution[i]);
    const expected = start + Math.min(i + 2, solution.length);
    const moves = await waitFor(
      `move ${start + i + 1} and the engine's defence`,
      async () => ((await storedMoves())?.length === expected ? await storedMoves() : null),
      ANSWER_TIMEOUT_MS,
    );
    const reply = moves[start + i + 1];
    if (reply && JSON.stringify(reply) !== JSON.stringify(solution[i + 1])) {
      fail(`the engine defended ${JSON.stringify(reply)}, not the puzzle's ${solution[i + 1]}`);
      break;
    }
  }
  const progress = await waitFor(
    "the solved puzzle in the saved settings",
    () =>
      page.evaluate(
        ([key, id]) => {
          const saved = JSON.parse(localStorage.getItem(key) ?? "{}").puzzles ?? {};
          return (saved.solved ?? []).includes(id) ? saved : null;
        },
        [SETTINGS_KEY, PUZZLE_ID],
      ),
    10_000,
  );
  report.puzzle = { id: PUZZLE_ID, streak: progress.streak };
  if (progress.streak !== 4) fail(`the streak after solving is ${progress.streak}, not 4`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${outDir}/web-puzzle.png` });

  // A link with options: the review of a game and the analysis of a position run in the
  // engine's worker while the page keeps drawing, and the link leaves the saved game alone.
  const savedGame = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  await page.goto(`${url}?position=${MISSED_VCF}&review`);
  await waitForStart();
  await recordFrames();
  const reviewFrom = await now();
  const reviewed = await waitFor(
    "the review of the linked game",
    async () => ((await attribute("data-review"))?.startsWith("done") ? attribute("data-review") : null),
    ANSWER_TIMEOUT_MS,
  );
  report.review = { result: reviewed, frames: stats(await framesBetween(reviewFrom, await now())) };
  if (report.review.frames.max_ms > FROZEN_MS) {
    fail(`a frame took ${report.review.frames.max_ms} ms during the review: frozen`);
  }
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${outDir}/web-review.png` });
  await page.goto(`${url}?position=h8i9h9h10i8&analyse`);
  await waitForStart();
  await recordFrames();
  const analysisFrom = await now();
  const depth = await waitFor(
    "the analysis of the linked position to depth 6",
    async () => (Number((await attribute("data-analysis")) || 0) >= 6 ? attribute("data-analysis") : null),
    ANSWER_TIMEOUT_MS,
  );
  report.analysis = { depth: Number(depth), frames: stats(await framesBetween(analysisFrom, await now())) };
  if (report.analysis.frames.max_ms > FROZEN_MS) {
    fail(`a frame took ${report.analysis.frames.max_ms} ms during the analysis: frozen`);
  }
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${outDir}/web-analysis.png` });
  const savedAfter = await page.evaluate((key) => localStorage.getItem(key), GAME_KEY);
  if (savedAfter !== savedGame) fail("opening a link changed the saved game");
} catch (error) {
  fail(error.message);
  await page.screenshot({ path: `${outDir}/web-failure.png` }).catch(() => {});
} finally {
  await browser.close();
}

for (const error of consoleErrors) fail(`console: ${error}`);
report.viewport = `${width}x${height}`;
report.failures = failures;
writeFileSync(`${outDir}/web-test.json`, `${JSON.stringify(report, null, 2)}\n`);
console.log(JSON.stringify(report, null, 2));
process.exit(failures.length ? 1 : 0);
