-- wrk script: GETs rotating through PATHS (space-separated) with the credentials of
-- APP_ID / APP_SECRET, counting the X-API-Cache answers per thread; prints the hit rate.
local paths = {}
for p in string.gmatch(os.getenv("PATHS") or "/", "%S+") do paths[#paths + 1] = p end
local counter = 0
local threads = {}

wrk.headers["X-App-ID"] = os.getenv("APP_ID")
wrk.headers["X-App-Secret"] = os.getenv("APP_SECRET")

setup = function(thread)
    table.insert(threads, thread)
end

init = function()
    hits, misses, other = 0, 0, 0
    counter = math.random(#paths)
end

request = function()
    counter = counter + 1
    return wrk.format("GET", paths[(counter % #paths) + 1])
end

response = function(status, headers, body)
    local cache = headers["X-API-Cache"]
    if cache == "HIT" then hits = hits + 1
    elseif cache == "MISS" then misses = misses + 1
    else other = other + 1 end
end

done = function(summary, latency, requests)
    local h, m, o = 0, 0, 0
    for _, thread in ipairs(threads) do
        h = h + thread:get("hits"); m = m + thread:get("misses"); o = o + thread:get("other")
    end
    io.write(string.format("RESULT req/s=%.0f p99_ms=%.2f hits=%d misses=%d other=%d hit_rate=%.1f%%\n",
        summary.requests / (summary.duration / 1e6), latency:percentile(99) / 1000,
        h, m, o, 100 * h / math.max(1, h + m + o)))
end
