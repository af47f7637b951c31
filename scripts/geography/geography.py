#!/usr/bin/env python3
"""Builds a campaign's terrain layer and place table from GMT's GSHHG dumps.

Called by scripts/make-geography.sh, which runs GMT; this file only uses Python's standard
library. Every subcommand takes the map's projection and its places first:

  --box W/E/S/N               the longitude-latitude box: x = 0 at W, y = 0 at N (degrees, E and
                              N positive); E and S fix the scale when --pixels-per-km is not given
  --size WIDTH/HEIGHT         the map's size in map units (pixels)
  --parallel LAT              the standard parallel (default: the middle of the box, to 0.01)
  --pixels-per-km K           the scale (default: the largest that fits the box into the map)
  --places CSV                id,name,latitude,longitude,kind,owner,terrain,check (docs/geography.md)
  --rivers CSV                river,latitude,longitude: points a river passes (names the lines)
  --made-by TEXT              the script named in the layer's comment

Subcommands:

  region                      print the GMT -R box (the map box plus a margin) to cut the data
  probes COAST                print test points beside each coast line (for `gmt select`)
  places                      print each place's longitude, latitude and id (for `gmt select`)
  project                     print each place's id, name, x, y, kind, owner, terrain (TSV), to
                              add the places to a campaign (seneschal-cli edit place add)
  scale                       print the map's miles to a map unit (for new --blank)
  build COAST RIVERS LANDPTS PLACES_ON_LAND SCENARIO TERRAIN_OUT PLACES_OUT
                              write the terrain layer and the place table, print checks
  table PLACES SCENARIO       print the Markdown table of places for docs/geography.md
  render TERRAIN PLACES SCENARIO SVG
                              draw the layer, the places and the routes to an SVG to look at

The projection (docs/geography.md) is an equirectangular one about the standard parallel:

  x = K * (lon - W) * 111.32 * cos(parallel)    px, K px a km east of W
  y = K * (N - lat) * 111.2                     px, K px a km south of N
"""

import csv
import math
import re
import sys
import xml.etree.ElementTree as ET

# --- projection (set by configure()) ------------------------------------------------------------

KM_PER_DEG_LON_EQUATOR = 111.32
KM_PER_DEG_LAT = 111.2
KM_PER_MILE = 1.609344
CUT_MARGIN_DEG = 0.25    # cut the data a little beyond the map box, then clip exactly

PLACE_MARGIN_PX = 20     # every place at least this far inside the map's edges
SIMPLIFY_PX = 0.7        # Douglas-Peucker tolerance, map px
MIN_ISLAND_PX2 = 3.0     # islands smaller than this on the map (after simplifying) are dropped

MAP_W = MAP_H = LON0 = LAT_TOP = LAT_TS = PX_PER_KM = KX = KY = None
MILES_PER_PX = LON_EAST = LAT_BOTTOM = None
MADE_BY = "scripts/make-geography.sh"

# A port at most 1.85 km from the drawn coast, a river town at most 1.48 km from its drawn river
# (5 and 4 px at Crécy's 2.7 px a km); in map px once the scale is known.
COAST_MAX_KM = 5.0 / 2.7
RIVER_MAX_KM = 4.0 / 2.7
COAST_MAX_PX = RIVER_MAX_PX = None

# Filled from --places and --rivers:
PLACES_LATLON = {}       # id: (lat, lon)
PLACE_ROWS = []          # the --places rows, in order
COAST_PLACES = []
# place: (river, bank) with bank "left"/"right" facing downstream, or "on" (a crossing: on the line)
RIVER_PLACES = {}
# Places away from the river whose side still matters to the campaign (crossing the river).
SIDE_PLACES = {}
# A river line is taken for a river when it passes within MATCH_KM of two of its points.
MATCH_KM = 2.5
RIVERS = []              # [(name, [(lat, lon), ...])]


def usage(message):
    print("geography: " + message, file=sys.stderr)
    sys.exit(2)


def configure(args):
    """Reads the options (above) off the front of args; returns the rest."""
    global MAP_W, MAP_H, LON0, LAT_TOP, LAT_TS, PX_PER_KM, KX, KY, MILES_PER_PX, LON_EAST
    global LAT_BOTTOM, MADE_BY, COAST_MAX_PX, RIVER_MAX_PX
    opts = {}
    rest = []
    i = 0
    while i < len(args):
        if args[i].startswith("--"):
            if i + 1 >= len(args):
                usage(args[i] + " needs a value")
            opts[args[i]] = args[i + 1]
            i += 2
        else:
            rest.append(args[i])
            i += 1
    for needed in ("--box", "--size", "--places"):
        if needed not in opts:
            usage("needs " + needed)
    try:
        west, east, south, north = (float(v) for v in opts["--box"].split("/"))
    except ValueError:
        usage("--box: W/E/S/N in degrees, e.g. -2/3.165/48.719/51.05")
    if not (west < east and south < north):
        usage("--box: W/E/S/N with W < E and S < N")
    try:
        MAP_W, MAP_H = (float(v) for v in opts["--size"].split("/"))
    except ValueError:
        usage("--size: WIDTH/HEIGHT in map units")
    LON0, LAT_TOP = west, north
    LAT_TS = float(opts["--parallel"]) if "--parallel" in opts else round((south + north) / 2, 2)
    per_deg_lon = KM_PER_DEG_LON_EQUATOR * math.cos(math.radians(LAT_TS))
    if "--pixels-per-km" in opts:
        PX_PER_KM = float(opts["--pixels-per-km"])
    else:
        fit = min(MAP_W / ((east - west) * per_deg_lon), MAP_H / ((north - south) * KM_PER_DEG_LAT))
        PX_PER_KM = math.floor(fit * 100) / 100
    KX = PX_PER_KM * per_deg_lon            # px per degree of lon
    KY = PX_PER_KM * KM_PER_DEG_LAT         # px per degree of lat
    MILES_PER_PX = 1.0 / (PX_PER_KM * KM_PER_MILE)
    LON_EAST = LON0 + MAP_W / KX
    LAT_BOTTOM = LAT_TOP - MAP_H / KY
    COAST_MAX_PX = COAST_MAX_KM * PX_PER_KM
    RIVER_MAX_PX = RIVER_MAX_KM * PX_PER_KM
    MADE_BY = opts.get("--made-by", MADE_BY)
    read_places(opts["--places"])
    if "--rivers" in opts:
        read_rivers(opts["--rivers"])
    return rest


def read_places(path):
    with open(path, encoding="utf-8") as f:
        for n, row in enumerate(csv.DictReader(f), start=2):
            try:
                pid = row["id"]
                lat, lon = float(row["latitude"]), float(row["longitude"])
            except (KeyError, TypeError, ValueError):
                usage("%s line %d: id, latitude and longitude needed" % (path, n))
            PLACES_LATLON[pid] = (lat, lon)
            PLACE_ROWS.append(row)
            for check in (row.get("check") or "").split():
                what = check.split(":")
                if what == ["coast"]:
                    COAST_PLACES.append(pid)
                elif len(what) == 3 and what[0] in ("river", "side") \
                        and what[2] in ("left", "right", "on"):
                    (RIVER_PLACES if what[0] == "river" else SIDE_PLACES)[pid] = (what[1], what[2])
                else:
                    usage("%s line %d: check: coast, river:NAME:left|right|on or"
                          " side:NAME:left|right, not %s" % (path, n, check))


def read_rivers(path):
    with open(path, encoding="utf-8") as f:
        for n, row in enumerate(csv.DictReader(f), start=2):
            try:
                point = (float(row["latitude"]), float(row["longitude"]))
            except (KeyError, TypeError, ValueError):
                usage("%s line %d: river, latitude and longitude needed" % (path, n))
            for name, marks in RIVERS:
                if name == row["river"]:
                    marks.append(point)
                    break
            else:
                RIVERS.append((row["river"], [point]))


def project(lon, lat):
    return ((lon - LON0) * KX, (LAT_TOP - lat) * KY)


def unproject(x, y):
    return (LON0 + x / KX, LAT_TOP - y / KY)


# --- reading GMT's multisegment dumps -----------------------------------------------------------

def read_segments(path):
    segs, cur = [], None
    with open(path) as f:
        for line in f:
            if line.startswith(">"):
                cur = []
                segs.append(cur)
                continue
            parts = line.split()
            if len(parts) >= 2 and cur is not None:
                cur.append((float(parts[0]), float(parts[1])))
    out = []
    for s in segs:
        # drop repeated points and segments of one point (GMT leaves some on bin edges)
        t = [p for i, p in enumerate(s) if i == 0 or p != s[i - 1]]
        if len(t) >= 2:
            out.append(t)
    return out


def same(p, q, tol=1e-6):
    return abs(p[0] - q[0]) < tol and abs(p[1] - q[1]) < tol


def join(segs):
    """Joins lines that share an end point into as few lines as possible."""
    lines = [list(s) for s in segs]
    merged = True
    while merged:
        merged = False
        for i in range(len(lines)):
            a = lines[i]
            if a is None or same(a[0], a[-1]) and len(a) > 3:
                continue
            for j in range(len(lines)):
                b = lines[j]
                if i == j or b is None or same(b[0], b[-1]) and len(b) > 3:
                    continue
                if same(a[-1], b[0]):
                    a = a + b[1:]
                elif same(a[-1], b[-1]):
                    a = a + b[-2::-1]
                elif same(a[0], b[-1]):
                    a = b + a[1:]
                elif same(a[0], b[0]):
                    a = b[::-1] + a[1:]
                else:
                    continue
                lines[i], lines[j] = a, None
                merged = True
    return [l for l in lines if l]


# --- geometry in map px -------------------------------------------------------------------------

def inside_box(p):
    return 0.0 <= p[0] <= MAP_W and 0.0 <= p[1] <= MAP_H


def clip_segment(p, q):
    """Liang-Barsky: the part of p-q inside the map box, or None."""
    (x0, y0), (x1, y1) = p, q
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for pp, qq in ((-dx, x0), (dx, MAP_W - x0), (-dy, y0), (dy, MAP_H - y0)):
        if pp == 0:
            if qq < 0:
                return None
            continue
        r = qq / pp
        if pp < 0:
            t0 = max(t0, r)
        else:
            t1 = min(t1, r)
        if t0 > t1:
            return None
    return ((x0 + t0 * dx, y0 + t0 * dy), (x0 + t1 * dx, y0 + t1 * dy), t0 > 0, t1 < 1)


def snap(p):
    """Puts a point within 1e-6 px of the box edge exactly on it."""
    x, y = p
    for edge in (0.0, MAP_W):
        if abs(x - edge) < 1e-6:
            x = edge
    for edge in (0.0, MAP_H):
        if abs(y - edge) < 1e-6:
            y = edge
    return (x, y)


def clip_line(pts):
    """Clips a map-px polyline to the box; returns the pieces inside it."""
    closed = len(pts) > 3 and pts[0] == pts[-1]
    if all(inside_box(p) for p in pts):
        return [pts]
    pieces, cur = [], []
    for p, q in zip(pts, pts[1:]):
        c = clip_segment(p, q)
        if c is None:
            if cur:
                pieces.append(cur)
                cur = []
            continue
        a, b, entered, left = c
        a, b = snap(a), snap(b)
        if not cur or entered:
            if cur:
                pieces.append(cur)
            cur = [a]
        cur.append(b)
        if left:
            pieces.append(cur)
            cur = []
    if cur:
        pieces.append(cur)
    # a closed line cut open: its first and last pieces are one line through the old start
    if closed and len(pieces) > 1 and pieces[0][0] == pieces[-1][-1] and inside_box(pts[0]) \
            and not on_edge(pieces[0][0]):
        pieces[0] = pieces[-1] + pieces[0][1:]
        pieces.pop()
    return [pc for pc in pieces if len(pc) >= 2 and line_length(pc) > 0]


def on_edge(p):
    return p[0] in (0.0, MAP_W) or p[1] in (0.0, MAP_H)


def same_edge(p, q):
    return any(p[i] == q[i] == edge for i, edges in ((0, (0.0, MAP_W)), (1, (0.0, MAP_H)))
               for edge in edges)


def line_length(pts):
    return sum(math.dist(a, b) for a, b in zip(pts, pts[1:]))


def point_segment_distance(p, a, b):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    L2 = dx * dx + dy * dy
    if L2 == 0:
        return math.dist(p, a), 0.0
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L2))
    return math.dist(p, (ax + t * dx, ay + t * dy)), t


def douglas_peucker(pts, tol):
    if len(pts) < 3:
        return list(pts)
    keep = [False] * len(pts)
    keep[0] = keep[-1] = True
    stack = [(0, len(pts) - 1)]
    while stack:
        i, j = stack.pop()
        best, at = -1.0, -1
        for k in range(i + 1, j):
            d, _ = point_segment_distance(pts[k], pts[i], pts[j])
            if d > best:
                best, at = d, k
        if best > tol:
            keep[at] = True
            stack.append((i, at))
            stack.append((at, j))
    return [p for p, k in zip(pts, keep) if k]


def simplify(pts, tol):
    if len(pts) > 3 and pts[0] == pts[-1]:
        # a ring: split at the point farthest from the start so the ring keeps its shape
        far = max(range(len(pts)), key=lambda k: math.dist(pts[0], pts[k]))
        a = douglas_peucker(pts[:far + 1], tol)
        b = douglas_peucker(pts[far:], tol)
        return a + b[1:]
    return douglas_peucker(pts, tol)


def signed_area(ring):
    """Shoelace in map px (y down): negative when the ring runs anticlockwise on the screen."""
    s = 0.0
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        s += x0 * y1 - x1 * y0
    return s / 2.0


def point_in_polygon(p, ring):
    x, y = p
    inside = False
    n = len(ring)
    for i in range(n):
        (x0, y0), (x1, y1) = ring[i], ring[(i + 1) % n]
        if (y0 > y) != (y1 > y):
            xc = x0 + (y - y0) * (x1 - x0) / (y1 - y0)
            if xc > x:
                inside = not inside
    return inside


def nearest_on_lines(p, lines):
    """(distance, line index, segment index, side) of the nearest point of the lines to p.
    side > 0: p is on the right of the line's direction as seen on the map (y down)."""
    best = (float("inf"), -1, -1, 0.0)
    for li, pts in enumerate(lines):
        for si, (a, b) in enumerate(zip(pts, pts[1:])):
            d, _ = point_segment_distance(p, a, b)
            if d < best[0]:
                cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])
                best = (d, li, si, cross)
    return best


def left_normal(a, b):
    """Unit normal to the left of a->b as seen on the map (x right, y down)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    L = math.hypot(dx, dy)
    return (dy / L, -dx / L)


# --- the coast ------------------------------------------------------------------------------------

def coast_lines(coast_path):
    """The GSHHG level-1 shoreline, joined, projected and clipped to the map box (unsimplified)."""
    lines = []
    for line in join(read_segments(coast_path)):
        pts = [project(lon, lat) for lon, lat in line]
        if same(line[0], line[-1]):
            pts[-1] = pts[0]
        lines.extend(clip_line(pts))
    return lines


PROBE_OFFSET_PX = 0.25
PROBES_PER_LINE = 25


def probe_points(lines):
    """Test points just left of each coast line, for `gmt select` to keep those on land."""
    out = []
    for li, pts in enumerate(lines):
        segs = [(a, b) for a, b in zip(pts, pts[1:]) if math.dist(a, b) > 0.05]
        step = max(1, len(segs) // PROBES_PER_LINE)
        for si in range(0, len(segs), step):
            a, b = segs[si]
            nx, ny = left_normal(a, b)
            m = ((a[0] + b[0]) / 2 + nx * PROBE_OFFSET_PX, (a[1] + b[1]) / 2 + ny * PROBE_OFFSET_PX)
            lon, lat = unproject(*m)
            out.append((lon, lat, li, si))
    return out


def orient_land_left(lines, landpts_path):
    """Reverses each line whose left side (as drawn) is not land, by the probes' vote."""
    on_land = {}
    with open(landpts_path) as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 4 and not line.startswith(">"):
                on_land.setdefault(int(float(parts[2])), set()).add(int(float(parts[3])))
    probes = {}
    for lon, lat, li, si in probe_points(lines):
        probes.setdefault(li, []).append(si)
    out, doubtful = [], []
    for li, pts in enumerate(lines):
        n = len(probes.get(li, []))
        land = len(on_land.get(li, ()))
        if n == 0:
            continue
        if 0 < land < n:
            doubtful.append((li, land, n))
        out.append(pts if land * 2 >= n else pts[::-1])
    return out, doubtful


def boundary_position(p):
    """Distance along the map box's edge, anticlockwise on the screen from the top-left corner:
    down the left edge, along the bottom, up the right edge, back along the top."""
    x, y = p
    if x == 0.0:
        return y
    if y == MAP_H:
        return MAP_H + x
    if x == MAP_W:
        return MAP_H + MAP_W + (MAP_H - y)
    return 2 * MAP_H + MAP_W + (MAP_W - x)


def corners():
    return [(0.0, MAP_H, MAP_H), (MAP_W, MAP_H, MAP_H + MAP_W), (MAP_W, 0.0, 2 * MAP_H + MAP_W),
            (0.0, 0.0, 2 * (MAP_H + MAP_W))]


def land_polygons(lines):
    """Closes the land-on-the-left coast lines into land polygons along the box's edges.
    Walking the box anticlockwise (on the screen) keeps its inside on the left, so from the end of
    one line we walk that way to the next line's start."""
    rings = [pts[:-1] for pts in lines if pts[0] == pts[-1]]
    open_lines = [pts for pts in lines if pts[0] != pts[-1]]
    if not open_lines:
        # no coast crosses the map: an inland map, all land (the places' GMT check says if not)
        return [[(0.0, 0.0), (0.0, MAP_H), (MAP_W, MAP_H), (MAP_W, 0.0)]] + rings
    for pts in open_lines:
        if not (on_edge(pts[0]) and on_edge(pts[-1])):
            raise SystemExit("coast line ends inside the map at %s / %s: the joining failed"
                             % (pts[0], pts[-1]))
    used = [False] * len(open_lines)
    PERIMETER = 2 * (MAP_H + MAP_W)
    for start in range(len(open_lines)):
        if used[start]:
            continue
        ring, cur = [], start
        while True:
            used[cur] = True
            ring.extend(open_lines[cur])
            end_t = boundary_position(open_lines[cur][-1])
            # the next start ahead of end_t, going anticlockwise
            best, best_d = None, None
            for k, pts in enumerate(open_lines):
                d = (boundary_position(pts[0]) - end_t) % PERIMETER
                if best_d is None or d < best_d:
                    best, best_d = k, d
            for cx, cy, ct in sorted(corners(), key=lambda c: (c[2] - end_t) % PERIMETER):
                if 0 < (ct - end_t) % PERIMETER < best_d:
                    ring.append((cx, cy))
            if best == start:
                break
            if used[best]:
                raise SystemExit("coast lines do not close into land polygons")
            cur = best
        rings.append(ring)
    return rings


# --- output -------------------------------------------------------------------------------------

def fmt(v):
    s = "%.1f" % v
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def points_attr(pts):
    out = []
    for x, y in pts:
        item = fmt(x) + "," + fmt(y)
        if not out or out[-1] != item:
            out.append(item)
    return " ".join(out)


def scenario_places(path):
    """(id, name, x, y) of each place of the scenario, in its order."""
    root = ET.parse(path).getroot()
    return [(p.get("id"), p.get("name"), int(p.get("x")), int(p.get("y")))
            for p in root.iter("place")]


def scenario_routes(path):
    root = ET.parse(path).getroot()
    return [(r.get("from"), r.get("to"), r.get("kind")) for r in root.iter("route")]


def cmd_region():
    print("-R%.4f/%.4f/%.4f/%.4f" % (LON0 - CUT_MARGIN_DEG, LON_EAST + CUT_MARGIN_DEG,
                                     LAT_BOTTOM - CUT_MARGIN_DEG, LAT_TOP + CUT_MARGIN_DEG))


def cmd_probes(coast_path):
    for lon, lat, li, si in probe_points(coast_lines(coast_path)):
        print("%.8f\t%.8f\t%d\t%d" % (lon, lat, li, si))


def pick_rivers(rivers_path):
    """Named rivers: the WDBII lines near each river's points, joined, projected and clipped."""
    lines = join(read_segments(rivers_path))
    found = {}
    for name, marks in RIVERS:
        mine = []
        for line in lines:
            hits = 0
            for mlat, mlon in marks:
                for lon, lat in line:
                    dkm = math.hypot((lon - mlon) * KM_PER_DEG_LON_EQUATOR
                                     * math.cos(math.radians(mlat)), (lat - mlat) * KM_PER_DEG_LAT)
                    if dkm < MATCH_KM:
                        hits += 1
                        break
            if hits >= 2:
                mine.append(line)
        pieces = []
        for line in join(mine):
            pieces.extend(clip_line([project(lon, lat) for lon, lat in line]))
        found[name] = pieces
    return found


def cmd_places():
    for pid, (lat, lon) in PLACES_LATLON.items():
        print("%.4f\t%.4f\t%s" % (lon, lat, pid))


def cmd_build(coast_path, rivers_path, landpts_path, places_on_land_path, scenario_path,
              terrain_out, places_out):
    problems = []
    with open(places_on_land_path) as f:
        gmt_on_land = {line.split()[2] for line in f if len(line.split()) >= 3}
    for pid in PLACES_LATLON:
        if pid not in gmt_on_land:
            problems.append("%s is in the sea by GMT's full-resolution shoreline" % pid)
    raw = coast_lines(coast_path)
    oriented, doubtful = orient_land_left(raw, landpts_path)
    for li, land, n in doubtful:
        print("note: coast line %d: %d of %d probes on land" % (li, land, n), file=sys.stderr)

    coast = []
    for pts in oriented:
        s = simplify(pts, SIMPLIFY_PX)
        closed = pts[0] == pts[-1]
        if closed and (len(s) < 4 or abs(signed_area(s[:-1])) < MIN_ISLAND_PX2):
            continue
        # a sliver the box's edge cuts off (in and out through one edge): as small as an island
        # we drop, it goes too; the land polygon then runs along the edge there
        if not closed and same_edge(s[0], s[-1]) and abs(signed_area(s)) < MIN_ISLAND_PX2:
            continue
        coast.append(s)
    coast.sort(key=lambda s: -line_length(s))
    land = land_polygons(coast)

    rivers = pick_rivers(rivers_path)
    river_lines = {}
    for name, _ in RIVERS:
        pieces = [simplify(p, SIMPLIFY_PX) for p in rivers[name]]
        pieces = [p for p in pieces if line_length(p) > 2.0]
        if not pieces:
            print("warning: no %s in the GSHHG river data: left out" % name, file=sys.stderr)
            continue
        river_lines[name] = pieces

    # places
    places = scenario_places(scenario_path)
    ids = [p[0] for p in places]
    if sorted(ids) != sorted(PLACES_LATLON):
        raise SystemExit("the scenario's places and this table differ: %s"
                         % sorted(set(ids) ^ set(PLACES_LATLON)))
    rows = []
    for pid, name, ox, oy in places:
        lat, lon = PLACES_LATLON[pid]
        x, y = project(lon, lat)
        rows.append((pid, name, lat, lon, x, y, ox, oy))
        if min(x, y, MAP_W - x, MAP_H - y) < PLACE_MARGIN_PX:
            problems.append("%s is within %d px of the map's edge" % (pid, PLACE_MARGIN_PX))
    lats = [r[2] for r in rows]
    lons = [r[3] for r in rows]
    print("places span lon %.3f..%.3f E, lat %.3f..%.3f N; the map box is lon %.3f..%.3f E,"
          " lat %.3f..%.3f N" % (min(lons), max(lons), min(lats), max(lats), LON0, LON_EAST,
                                 LAT_BOTTOM, LAT_TOP))

    # checks, on the simplified layer as drawn
    print("%-16s %8s %8s %5s %5s %5s %6s  %s" % ("place", "lat", "lon", "x", "y", "moved",
                                                 "coast", "river"))
    for pid, name, lat, lon, x, y, ox, oy in rows:
        p = (x, y)
        on_land = any(point_in_polygon(p, r) for r in land)
        dcoast = nearest_on_lines(p, coast)[0]
        note = []
        if not on_land:
            problems.append("%s is in the sea" % pid)
        if pid in COAST_PLACES and dcoast > COAST_MAX_PX:
            problems.append("%s is %.1f px from the coast" % (pid, dcoast))
        for table in (RIVER_PLACES, SIDE_PLACES):
            if pid in table:
                river, bank = table[pid]
                if river not in river_lines:
                    continue
                d, _, _, cross = nearest_on_lines(p, river_lines[river])
                side = "right" if cross > 0 else "left"
                note.append("%s %.1f px %s" % (river, d, side))
                if table is RIVER_PLACES and d > RIVER_MAX_PX:
                    problems.append("%s is %.1f px from the %s" % (pid, d, river))
                if bank != "on" and side != bank and (table is SIDE_PLACES or d > 0.5):
                    problems.append("%s is on the %s bank of the %s, wanted %s"
                                    % (pid, side, river, bank))
        print("%-16s %8.3f %8.3f %5d %5d %5.1f %6.1f  %s%s"
              % (pid, lat, lon, round(x), round(y), math.dist((round(x), round(y)), (ox, oy)),
                 dcoast, "land " if on_land else "SEA ", ", ".join(note)))

    # write the layer
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             "<!-- Made by %s from GSHHG 2.3.7 (Wessel and Smith," % MADE_BY +
             " LGPL-3+; rivers from WDBII); see docs/geography.md. Do not edit by hand. -->",
             '<terrain projection="equirectangular" lon0="%s" latTop="%s" standardParallel="%s"'
             ' pixelsPerKm="%s" milesPerPixel="%.4f" width="%d" height="%d"'
             ' source="GSHHG 2.3.7 (LGPL-3)">'
             % (LON0, LAT_TOP, LAT_TS, PX_PER_KM, MILES_PER_PX, MAP_W, MAP_H),
             "  <!-- land: the land within the map box, closed polygons (islands included);"
             " fill them over a sea-coloured map -->"]
    for ring in land:
        lines.append('  <land points="%s"/>' % points_attr(ring))
    lines.append("  <!-- coast: the shoreline, land on the left when walking the points in"
                 " order as drawn (x right, y down); closed=\"true\" for an island -->")
    for pts in coast:
        closed = pts[0] == pts[-1]
        lines.append('  <coast closed="%s" points="%s"/>'
                     % ("true" if closed else "false",
                        points_attr(pts[:-1] if closed else pts)))
    lines.append("  <!-- river: the centre line, drawn from upstream to downstream -->")
    for name, _ in RIVERS:
        for pts in river_lines.get(name, []):
            lines.append('  <river name="%s" points="%s"/>' % (name, points_attr(pts)))
    lines.append("</terrain>")
    with open(terrain_out, "w") as f:
        f.write("\n".join(lines) + "\n")

    with open(places_out, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["id", "name", "latitude", "longitude", "x", "y"])
        for pid, name, lat, lon, x, y, ox, oy in rows:
            w.writerow([pid, name, "%.3f" % lat, "%.3f" % lon, round(x), round(y)])

    npts = sum(len(r) for r in land) + sum(len(c) for c in coast) \
        + sum(len(p) for v in river_lines.values() for p in v)
    print("layer: %d land polygons, %d coast lines, rivers %s, %d points"
          % (len(land), len(coast),
             ", ".join("%s (%d)" % (n, len(v)) for n, v in river_lines.items()), npts))
    if problems:
        print("PROBLEMS:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    return 0


def cmd_project():
    """Each place's x and y on the map, with what `edit place add` needs, tab-separated."""
    problems = []
    for row in PLACE_ROWS:
        lat, lon = PLACES_LATLON[row["id"]]
        x, y = project(lon, lat)
        if min(x, y, MAP_W - x, MAP_H - y) < PLACE_MARGIN_PX:
            problems.append("%s is within %d px of the map's edge" % (row["id"], PLACE_MARGIN_PX))
        print("\t".join([row["id"], row["name"], str(round(x)), str(round(y)),
                         row.get("kind") or "", row.get("owner") or "",
                         row.get("terrain") or ""]))
    if problems:
        print("PROBLEMS:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 1
    return 0


def cmd_table(places_path, scenario_path):
    old = {pid: (x, y) for pid, name, x, y in scenario_places(scenario_path)}
    print("| id | place | latitude N | longitude E | x | y | scenario x, y | moves (px) |")
    print("|---|---|---|---|---|---|---|---|")
    with open(places_path) as f:
        for r in csv.DictReader(f):
            ox, oy = old[r["id"]]
            d = math.dist((int(r["x"]), int(r["y"])), (ox, oy))
            print("| %s | %s | %s | %s | %s | %s | %d, %d | %.1f |"
                  % (r["id"], r["name"], r["latitude"], r["longitude"], r["x"], r["y"], ox, oy, d))


def parse_points(s):
    return [tuple(float(v) for v in item.split(",")) for item in s.split()]


def cmd_render(terrain_path, places_path, scenario_path, svg_path):
    root = ET.parse(terrain_path).getroot()
    # at the map's own size: docs/images/crecy-geography.png is one of these (1000 x 700)
    w, h = round(MAP_W), round(MAP_H)
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d"'
           ' viewBox="0 0 %d %d">' % (w, h, w, h),
           '<rect width="%d" height="%d" fill="#cfe3ef"/>' % (w, h)]
    for el in root.findall("land"):
        out.append('<polygon fill="#f2ead3" stroke="none" points="%s"/>' % el.get("points"))
    for el in root.findall("coast"):
        tag = "polygon" if el.get("closed") == "true" else "polyline"
        out.append('<%s fill="none" stroke="#3a6b8c" stroke-width="0.6" points="%s"/>'
                   % (tag, el.get("points")))
    for el in root.findall("river"):
        out.append('<polyline fill="none" stroke="#2f7fd0" stroke-width="0.9" points="%s"/>'
                   % el.get("points"))
        pts = parse_points(el.get("points"))
        x, y = pts[len(pts) // 3]
        out.append('<text x="%.1f" y="%.1f" font-size="7" font-style="italic" fill="#2f7fd0">'
                   '%s</text>' % (x + 3, y + 8, el.get("name")))
    xy = {}
    with open(places_path) as f:
        for row in csv.DictReader(f):
            xy[row["id"]] = (int(row["x"]), int(row["y"]), row["name"])
    for a, b, kind in scenario_routes(scenario_path):
        dash = {"road": "", "track": ' stroke-dasharray="3,2"',
                "river-crossing": ' stroke-dasharray="1,1.5"'}.get(kind, "")
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#8b5a2b" stroke-width="0.6"%s/>'
                   % (xy[a][0], xy[a][1], xy[b][0], xy[b][1], dash))
    for pid, (x, y, name) in xy.items():
        out.append('<circle cx="%d" cy="%d" r="2.2" fill="#b22234"/>' % (x, y))
        out.append('<text x="%d" y="%d" font-size="7" fill="#222">%s</text>'
                   % (x + 3, y - 3, name.replace("&", "&amp;").replace("'", "&#39;")))
    # scale bar: 20 miles
    bar = 20 / MILES_PER_PX
    out.append('<line x1="30" y1="%d" x2="%.1f" y2="%d" stroke="#222" stroke-width="1.5"/>'
               % (h - 20, 30 + bar, h - 20))
    out.append('<text x="30" y="%d" font-size="8">20 miles (%.1f px)</text>' % (h - 26, bar))
    out.append("</svg>")
    with open(svg_path, "w") as f:
        f.write("\n".join(out) + "\n")


def main(argv):
    args = configure(argv[1:])
    argv = [argv[0]] + args
    if len(argv) == 2 and argv[1] == "region":
        cmd_region()
    elif len(argv) == 3 and argv[1] == "probes":
        cmd_probes(argv[2])
    elif len(argv) == 2 and argv[1] == "places":
        cmd_places()
    elif len(argv) == 2 and argv[1] == "project":
        return cmd_project()
    elif len(argv) == 2 and argv[1] == "scale":
        print("%.4f" % MILES_PER_PX)
    elif len(argv) == 4 and argv[1] == "table":
        cmd_table(*argv[2:])
    elif len(argv) == 9 and argv[1] == "build":
        return cmd_build(*argv[2:])
    elif len(argv) == 6 and argv[1] == "render":
        cmd_render(*argv[2:])
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
