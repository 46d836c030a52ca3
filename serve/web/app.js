// The page of package serve (and cgt serve): play a solved game against
// the perfect player or for both sides. Everything it knows comes from
// the JSON API of the same server (GET /api/games, GET
// /api/games/ID?position=P); it draws the boards from the position
// strings. No build step, no network beyond the server.
//
// URL parameters (for links and for the browser test): game=ID,
// mode=both|first|second, moves=M1,M2,… (moves played on load, in the
// API's move notation), clicks=C1,C2,… (then cells of a board game's
// board clicked, by name: board.js). When the page has loaded and played them, it sets
// data-ready="1" on <body>.
"use strict";

const $ = (id) => document.getElementById(id);
const state = {
  games: [],
  game: null,      // the Info of the game shown (GET /api/games)
  hist: [],        // [{pos, res, move}] from the position loaded
  at: 0,           // index in hist of the position shown
  mode: "both",
  selected: null,  // dobutsu/chess: {from: square} or {drop: letter}
  busy: false,
};

async function api(path) {
  const r = await fetch(path, { headers: { Accept: "application/json" } });
  const body = await r.json();
  if (!r.ok) throw new Error(body.error || r.statusText);
  return body;
}

function query(pos) {
  return api(`/api/games/${encodeURIComponent(state.game.id)}?position=${encodeURIComponent(pos)}`);
}

function cur() { return state.hist[state.at]; }

// The player to move at hist index i: 0 the first player (the one to move
// at the position loaded), 1 the second.
function mover(i) { return i % 2; }

function setError(msg) { $("error").textContent = msg || ""; }

async function load(pos) {
  setError("");
  const res = await query(pos);
  state.hist = [{ pos: res.position, res, move: null }];
  state.at = 0;
  state.selected = null;
  render();
}

async function play(move) {
  const c = cur();
  const m = c.res.moves.find((x) => x.move === move);
  if (!m) throw new Error(`${move} is not a legal move here`);
  const res = await query(m.to);
  state.hist = state.hist.slice(0, state.at + 1);
  state.hist.push({ pos: res.position, res, move });
  state.at++;
  state.selected = null;
  render();
}

// The computer plays when it is its turn in a game against it.
function computersTurn() {
  if (state.mode === "both") return false;
  const c = cur();
  if (c.res.over || c.res.moves.length === 0) return false;
  const human = state.mode === "first" ? 0 : 1;
  return mover(state.at) !== human;
}

async function step(move) {
  if (state.busy) return;
  state.busy = true;
  try {
    await play(move);
    while (computersTurn()) {
      await new Promise((ok) => setTimeout(ok, 250));
      await play(cur().res.moves[0].move);
    }
  } catch (e) {
    setError(e.message);
  } finally {
    state.busy = false;
  }
}

function undo() {
  if (state.at === 0) return;
  state.at--;
  if (computersTurn() && state.at > 0) state.at--;
  state.selected = null;
  render();
}

function redo() {
  if (state.at + 1 >= state.hist.length) return;
  state.at++;
  if (computersTurn() && state.at + 1 < state.hist.length) state.at++;
  state.selected = null;
  render();
}

// ---- rendering

function describe(o, r) {
  if (o === "Draw") return "Draw";
  return r >= 0 ? `${o} in ${r}` : o;
}

function render() {
  const c = cur();
  const res = c.res;
  $("position").value = c.pos;
  const who = ["First player", "Second player"][mover(state.at)];
  if (res.over) {
    $("status").textContent = `Play has ended: ${res.outcome} for the player to move.`;
  } else {
    $("status").textContent = `${who} to move: ${describe(res.outcome, res.remoteness)}.`;
  }
  $("undo").disabled = state.at === 0;
  $("redo").disabled = state.at + 1 >= state.hist.length;
  renderMoves(res);
  renderBoard();
  renderHistory();
}

function renderMoves(res) {
  const ol = $("moves");
  ol.replaceChildren();
  for (const m of res.moves) {
    const li = document.createElement("li");
    li.dataset.move = m.move;
    li.dataset.outcome = m.outcome;
    li.dataset.remoteness = m.remoteness;
    const b = document.createElement("button");
    b.className = `v-${m.outcome}`;
    b.textContent = `${m.move}: ${describe(m.outcome, m.remoteness)}`;
    b.onclick = () => step(m.move);
    li.append(b);
    ol.append(li);
  }
}

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

// moveCell marks a cell as the target of move m: its colour and remoteness.
function moveCell(cell, m) {
  cell.classList.add("target", `v-${m.outcome}`);
  cell.title = `${m.move}: ${describe(m.outcome, m.remoteness)}`;
  if (m.outcome !== "Draw") cell.append(el("span", "r", String(m.remoteness)));
  cell.onclick = () => step(m.move);
}

function renderBoard() {
  const board = $("board");
  board.replaceChildren();
  $("hand").replaceChildren();
  const draw = state.game.board ? drawBoard : { ttt: drawTTT, connect4: drawC4, dobutsu: drawDobutsu, krk: drawChess, kqk: drawChess, morris: drawMorris }[state.game.game];
  if (draw) draw(board, cur());
}

function drawTTT(board, c) {
  const cells = c.pos.replaceAll("/", "");
  const g = el("div", "grid");
  g.style.gridTemplateColumns = "repeat(3, auto)";
  for (let i = 0; i < 9; i++) {
    const cell = el("button", "cell", cells[i] === "." ? "" : cells[i]);
    cell.dataset.square = i + 1;
    const m = c.res.moves.find((x) => x.move === String(i + 1));
    if (m) moveCell(cell, m);
    g.append(cell);
  }
  board.append(g);
}

function drawC4(board, c) {
  const w = state.game.width, h = state.game.height;
  const seq = c.pos === "start" ? "" : c.pos;
  const grid = Array.from({ length: w }, () => []);
  for (let i = 0; i < seq.length; i++) grid[seq.charCodeAt(i) - 49].push(i % 2);
  const g = el("div", "grid");
  g.style.gridTemplateColumns = `repeat(${w}, auto)`;
  for (let col = 0; col < w; col++) {
    const m = c.res.moves.find((x) => x.move === String(col + 1));
    const b = el("button", "colbtn");
    if (m) {
      b.classList.add(`v-${m.outcome}`);
      b.textContent = m.outcome === "Draw" ? "D" : String(m.remoteness);
      b.title = `column ${col + 1}: ${describe(m.outcome, m.remoteness)}`;
      b.dataset.move = m.move;
      b.onclick = () => step(m.move);
    } else {
      b.classList.add("none");
    }
    g.append(b);
  }
  for (let r = h - 1; r >= 0; r--) {
    for (let col = 0; col < w; col++) {
      const cell = el("div", "cell small");
      const who = grid[col][r];
      if (who !== undefined) cell.append(el("div", `disc p${who + 1}`));
      const m = c.res.moves.find((x) => x.move === String(col + 1));
      if (m && r === grid[col].length) moveCell(cell, m);
      g.append(cell);
    }
  }
  board.append(g);
}

// Dobutsu shogi: the position string has the rows from the far row to the
// mover's home row, capitals for the mover; squares in moves are a column
// letter A–C and a row 1–4 counted from the far row, from the mover's view.
// The board is drawn with the first player at the bottom: turned round when
// the second player moves.
// A piece is drawn as a tile with its letter and, as on the real pieces,
// a dot for each direction it may step (forward is up for its owner).
const DOBUTSU_STEPS = {
  L: [0, 1, 2, 3, 5, 6, 7, 8],
  G: [1, 3, 5, 7],
  E: [0, 2, 6, 8],
  C: [1],
  H: [0, 1, 2, 3, 5, 7],
};
const DOBUTSU_NAMES = { L: "Lion", G: "Giraffe", E: "Elephant", C: "Chick", H: "Hen" };

function dobutsuTile(letter, owner) {
  const t = el("div", `tile dobutsu p${owner + 1}`);
  t.title = DOBUTSU_NAMES[letter] || letter;
  for (let k = 0; k < 9; k++) {
    const d = el("span", k === 4 ? "letter" : "dot", k === 4 ? letter : "");
    if (k !== 4 && !DOBUTSU_STEPS[letter]?.includes(k)) d.classList.add("off");
    t.append(d);
  }
  return t;
}

function dobutsuSquare(name) { return (name.charCodeAt(1) - 49) * 3 + (name.charCodeAt(0) - 65); }

function parseDobutsuMove(m) {
  if (m[1] === "*") return { drop: m[0], to: dobutsuSquare(m.slice(2, 4)) };
  return { from: dobutsuSquare(m.slice(1, 3)), to: dobutsuSquare(m.slice(4, 6)) };
}

function drawDobutsu(board, c) {
  const [rows, hands] = c.pos.split(" ");
  const cells = rows.replaceAll("/", "");
  const flip = mover(state.at) === 1;
  const me = mover(state.at); // who owns the capitals
  const moves = c.res.moves.map((m) => ({ m, ...parseDobutsuMove(m.move) }));
  const sel = state.selected;
  const g = el("div", "grid");
  g.style.gridTemplateColumns = "repeat(3, auto)";
  for (let d = 0; d < 12; d++) {
    const s = flip ? 11 - d : d;
    const ch = cells[s];
    const cell = el("button", "cell");
    cell.dataset.square = s;
    if (ch !== ".") {
      const upper = ch === ch.toUpperCase();
      const owner = upper ? me : 1 - me;
      cell.append(dobutsuTile(ch.toUpperCase(), owner));
      if (upper && moves.some((x) => x.from === s)) {
        cell.classList.add("movable");
        cell.onclick = () => { state.selected = { from: s }; renderBoard(); };
      }
    }
    if (sel) {
      const x = moves.find((x) => x.to === s && (sel.from !== undefined ? x.from === sel.from : x.drop === sel.drop));
      if (x) moveCell(cell, x.m);
      if (sel.from === s) cell.classList.add("selected");
    }
    g.append(cell);
  }
  board.append(g);
  // Hands: the mover's capitals, the other side's small letters.
  const hand = $("hand");
  const own = [...(hands === "-" ? "" : hands)];
  for (const side of [1 - me, me]) {
    const div = el("div", "side");
    div.append(el("span", "", side === 0 ? "First:" : "Second:"));
    for (const ch of own) {
      const upper = ch === ch.toUpperCase();
      if ((upper ? me : 1 - me) !== side) continue;
      const cell = el("button", "cell");
      cell.append(dobutsuTile(ch.toUpperCase(), side));
      if (upper && moves.some((x) => x.drop === ch)) {
        cell.classList.add("movable");
        if (sel && sel.drop === ch) cell.classList.add("selected");
        cell.onclick = () => { state.selected = { drop: ch }; renderBoard(); };
      }
      div.append(cell);
    }
    hand.append(div);
  }
}

// Chess endings: "Ke1 Ra1 ke8 w" (Q for a queen); moves name the piece and
// its target ("Kd2", "Ra8", "kd7", "kxa1").
const CHESS_GLYPHS = { K: "♔", R: "♖", Q: "♕", k: "♚" };

function drawChess(board, c) {
  const f = c.pos.split(" ");
  const sq = (s) => (s.charCodeAt(2) - 49) * 8 + (s.charCodeAt(1) - 97);
  const at = {};
  at[sq(f[1])] = f[1][0];
  at[sq(f[0])] = "K";
  at[sq(f[2])] = "k"; // a captured piece stands under the black king
  const white = f[3] === "w";
  const sel = state.selected;
  const g = el("div", "grid");
  g.style.gridTemplateColumns = "repeat(8, auto)";
  for (let r = 7; r >= 0; r--) {
    for (let file = 0; file < 8; file++) {
      const s = r * 8 + file;
      const name = String.fromCharCode(97 + file) + String(r + 1);
      const cell = el("button", `cell small${(r + file) % 2 === 0 ? " dark" : ""}`);
      cell.dataset.square = name;
      const p = at[s];
      if (p) {
        cell.append(el("span", p === "k" ? "piece-black" : "piece-white", CHESS_GLYPHS[p]));
        const mine = white ? p !== "k" : p === "k";
        if (mine && c.res.moves.some((m) => m.move[0] === p)) {
          cell.classList.add("movable");
          cell.onclick = () => { state.selected = { from: p }; renderBoard(); };
        }
        if (sel && sel.from === p) cell.classList.add("selected");
      }
      if (sel) {
        const m = c.res.moves.find((m) => m.move[0] === sel.from && m.move.endsWith(name));
        if (m) moveCell(cell, m);
      }
      g.append(cell);
    }
  }
  board.append(g);
}

// Nine Men's Morris: "WW./.../.../B....B/.../.../B.W W 3 4" — the points
// rank 7 to rank 1, left to right, the colour to move and the stones in
// hand; moves are "d1" (a placement), "a1-d1" (a slide or a flight), with
// "xg7" for the stone a mill removes. A click on a stone of the player to
// move picks it, a click on a point plays there; where a mill lets the
// player choose the stone to remove, the stones it may remove are coloured
// by the value of each choice.
const MORRIS_POINTS = ["a7", "d7", "g7", "b6", "d6", "f6", "c5", "d5", "e5", "a4", "b4", "c4",
  "e4", "f4", "g4", "c3", "d3", "e3", "b2", "d2", "f2", "a1", "d1", "g1"];
const MORRIS_LINES = [["a7", "g7"], ["b6", "f6"], ["c5", "e5"], ["a4", "c4"], ["e4", "g4"], ["c3", "e3"],
  ["b2", "f2"], ["a1", "g1"], ["a7", "a1"], ["b6", "b2"], ["c5", "c3"], ["d7", "d5"], ["d3", "d1"],
  ["e5", "e3"], ["f6", "f2"], ["g7", "g1"]];

function parseMorrisMove(m) {
  const x = /^(?:([a-g][1-7])-)?([a-g][1-7])(?:x([a-g][1-7]))?$/.exec(m.move);
  return x ? { m, from: x[1], to: x[2], take: x[3] } : { m };
}

function drawMorris(board, c) {
  const f = c.pos.split(" ");
  const cells = f[0].replaceAll("/", "");
  const toMove = f[1];
  const at = {};
  MORRIS_POINTS.forEach((p, i) => { at[p] = cells[i]; });
  const moves = c.res.moves.map(parseMorrisMove);
  const sel = state.selected || {};
  const U = 52, pad = 26, size = 6 * U + 2 * pad;
  const xy = (p) => [pad + (p.charCodeAt(0) - 97) * U, pad + (55 - p.charCodeAt(1)) * U];
  const wrap = el("div", "morris");
  wrap.style.width = wrap.style.height = `${size}px`;
  const NS = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(NS, "svg");
  svg.setAttribute("width", size); svg.setAttribute("height", size);
  for (const [a, b] of MORRIS_LINES) {
    const [x1, y1] = xy(a), [x2, y2] = xy(b);
    const l = document.createElementNS(NS, "line");
    l.setAttribute("x1", x1); l.setAttribute("y1", y1); l.setAttribute("x2", x2); l.setAttribute("y2", y2);
    l.setAttribute("stroke", "#5d4037"); l.setAttribute("stroke-width", 3);
    svg.append(l);
  }
  wrap.append(svg);
  // The moves a click on point p would make now, best first.
  const here = (p) => {
    if (sel.to) return moves.filter((x) => x.to === sel.to && x.from === sel.from && x.take === p);
    if (moves.some((x) => x.from)) return sel.from ? moves.filter((x) => x.from === sel.from && x.to === p) : [];
    return moves.filter((x) => x.to === p);
  };
  for (const p of MORRIS_POINTS) {
    const b = el("button", "point");
    const ms = here(p);
    if (ms.length === 1 && (sel.to || !ms[0].take)) b.dataset.move = ms[0].m.move;
    b.dataset.square = p;
    const [x, y] = xy(p);
    b.style.left = `${x - 20}px`; b.style.top = `${y - 20}px`;
    if (at[p] !== ".") b.append(el("span", `stone ${at[p] === "W" ? "white" : "black"}`));
    if (ms.length > 0) {
      if (b.dataset.move) {
        moveCell(b, ms[0].m);
      } else {
        // A mill: the best of its removals; a click picks the point, then
        // the stone to remove.
        b.classList.add("target", `v-${ms[0].m.outcome}`);
        b.title = `${p}: a mill, best ${describe(ms[0].m.outcome, ms[0].m.remoteness)}; then pick the stone to remove`;
        b.onclick = () => { state.selected = { from: sel.from, to: p }; renderBoard(); };
      }
    } else if (!sel.to && at[p] === toMove && moves.some((x) => x.from === p)) {
      // A stone that can move wears the colour of its best move.
      const best = moves.find((x) => x.from === p).m;
      b.classList.add("movable", `v-${best.outcome}`);
      b.title = `${p}: best ${describe(best.outcome, best.remoteness)}`;
      if (sel.from === p) b.classList.add("selected");
      b.onclick = () => { state.selected = { from: p }; renderBoard(); };
    }
    if (sel.to === p) b.classList.add("selected");
    wrap.append(b);
  }
  board.append(wrap);
  const hand = $("hand");
  const wh = Number(f[2] || 0), bh = Number(f[3] || 0);
  for (const [name, n, cls] of [["White", wh, "white"], ["Black", bh, "black"]]) {
    const div = el("div", "side");
    div.append(el("span", "", `${name}${name[0] === toMove ? " (to move)" : ""}: ${n} in hand`));
    for (let i = 0; i < n; i++) div.append(el("span", `stone small ${cls}`));
    hand.append(div);
  }
}

// The value history: one bar per ply, its height the remoteness, up when
// the first player (to move at the position loaded) was winning, down
// when the second was, a dot on the axis for a tie or a draw.
function renderHistory() {
  const svg = $("history");
  const NS = "http://www.w3.org/2000/svg";
  svg.replaceChildren();
  const hist = state.hist.slice(0, state.at + 1);
  const W = 400, H = 160, mid = H / 2;
  const maxR = Math.max(4, ...hist.map((h) => h.res.remoteness));
  const bw = Math.min(24, (W - 20) / Math.max(hist.length, 1));
  const axis = document.createElementNS(NS, "line");
  axis.setAttribute("x1", 10); axis.setAttribute("x2", W - 10);
  axis.setAttribute("y1", mid); axis.setAttribute("y2", mid);
  axis.setAttribute("stroke", "#999");
  svg.append(axis);
  hist.forEach((h, i) => {
    const o = h.res.outcome, r = Math.max(h.res.remoteness, 0);
    let winner = null;
    if (o === "Win") winner = mover(i);
    if (o === "Loss") winner = 1 - mover(i);
    const x = 10 + i * bw;
    const shape = document.createElementNS(NS, winner === null ? "circle" : "rect");
    const colour = winner === 0 ? "var(--first)" : winner === 1 ? "var(--second)" : o === "Draw" ? "var(--draw)" : "var(--tie)";
    if (winner === null) {
      shape.setAttribute("cx", x + bw / 2); shape.setAttribute("cy", mid);
      shape.setAttribute("r", Math.max(2, bw / 4));
    } else {
      const len = Math.max(2, (r / maxR) * (mid - 8));
      shape.setAttribute("x", x + 1); shape.setAttribute("width", Math.max(1, bw - 2));
      shape.setAttribute("y", winner === 0 ? mid - len : mid);
      shape.setAttribute("height", len);
    }
    shape.setAttribute("fill", colour);
    const title = document.createElementNS(NS, "title");
    title.textContent = `ply ${i}${h.move ? " after " + h.move : ""}: ${describe(o, h.res.remoteness)} for the player to move`;
    shape.append(title);
    shape.dataset.ply = i;
    shape.dataset.outcome = o;
    svg.append(shape);
  });
}

// ---- wiring

async function chooseGame(id, pos) {
  state.game = state.games.find((g) => g.id === id) || state.games[0];
  $("game").value = state.game.id;
  await load(pos || state.game.start);
}

async function init() {
  const params = new URLSearchParams(location.search);
  const { games } = await api("/api/games");
  state.games = games;
  for (const g of games) {
    const o = el("option", "", `${g.id} (${g.game}${g.params ? " " + g.params : ""})`);
    o.value = g.id;
    $("game").append(o);
  }
  if (games.length === 0) throw new Error("the server serves no games");
  state.mode = params.get("mode") || "both";
  $("mode").value = state.mode;
  await chooseGame(params.get("game"), params.get("position"));
  for (const m of (params.get("moves") || "").split(",").filter(Boolean)) await play(m);
  await boardClicks(params.get("clicks"));
  while (computersTurn()) await play(cur().res.moves[0].move);
}

$("game").onchange = () => chooseGame($("game").value).catch((e) => setError(e.message));
$("mode").onchange = () => {
  state.mode = $("mode").value;
  if (computersTurn()) step(cur().res.moves[0].move);
};
$("undo").onclick = undo;
$("redo").onclick = redo;
$("restart").onclick = () => load(state.game.start).catch((e) => setError(e.message));
$("posform").onsubmit = (ev) => {
  ev.preventDefault();
  load($("position").value).catch((e) => setError(e.message));
};
$("copy").onclick = () => {
  const v = $("position").value;
  if (navigator.clipboard) navigator.clipboard.writeText(v).catch(() => {});
  $("position").select();
};
document.addEventListener("keydown", (ev) => {
  if (ev.target.tagName === "INPUT") return;
  if (ev.key === "ArrowLeft") undo();
  if (ev.key === "ArrowRight") redo();
});

init()
  .catch((e) => setError(e.message))
  .finally(() => { document.body.dataset.ready = "1"; });
