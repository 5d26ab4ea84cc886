-- wrk's side of bench/run.py: drives one endpoint described by the Lua table
-- that $BENCH_WRK_CONF returns (run.py writes it):
--   method, path, headers   the request
--   body                    optional; every "@@N@@" in it becomes a fresh
--                           "<thread>-<counter>" on every request (e.g. the seed)
--   slots                   optional list of {path=..., headers={...}}: slot i is
--                           used by thread i. run.py starts wrk with as many threads
--                           as connections, so a thread is one connection and a slot
--                           (one encounter) is never stepped by two connections at once
--   out                     where done() writes the summary (JSON)

local conf = dofile(os.getenv("BENCH_WRK_CONF"))
local MARK = "@@N@@"
local next_id = 0

function setup(thread)
   next_id = next_id + 1
   thread:set("id", next_id)
end

function init(args)
   local slot = {}
   if conf.slots then
      slot = conf.slots[((id - 1) % #conf.slots) + 1]
   end
   local headers = {}
   for k, v in pairs(conf.headers or {}) do headers[k] = v end
   for k, v in pairs(slot.headers or {}) do headers[k] = v end
   path = slot.path or conf.path
   req_headers = headers
   counter = 0
   template = conf.body
   if template == nil or not template:find(MARK, 1, true) then
      -- the same bytes every time: format them once
      static = wrk.format(conf.method, path, headers, template)
   end
end

function request()
   if static then
      return static
   end
   counter = counter + 1
   local body = template:gsub(MARK, id .. "-" .. counter)
   return wrk.format(conf.method, path, req_headers, body)
end

function done(summary, latency, requests)
   local e = summary.errors
   local pct = {}
   for _, p in ipairs({50, 90, 99, 99.9}) do
      table.insert(pct, string.format('"%s": %d', tostring(p), latency:percentile(p)))
   end
   local f = assert(io.open(conf.out, "w"))
   f:write(string.format(
      '{"requests": %d, "duration_us": %d, "bytes": %d, ' ..
      '"errors": {"connect": %d, "read": %d, "write": %d, "status": %d, "timeout": %d}, ' ..
      '"latency_us": {"min": %d, "max": %d, "mean": %.1f, %s}}\n',
      summary.requests, summary.duration, summary.bytes,
      e.connect, e.read, e.write, e.status, e.timeout,
      latency.min, latency.max, latency.mean, table.concat(pct, ", ")))
   f:close()
end
