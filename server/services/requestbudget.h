#pragma once

#include <QtGlobal>
#include <chrono>
#include <mutex>
#include <vector>

// What one upstream key may still send (contract §6: exact sliding windows, at most
// X-RateLimit-Limit-Second accepted requests in any 1 s and X-RateLimit-Limit-Minute in any
// 60 s), shared by every client that uses the key (the shop sync and its watch, docs/sync.md).
// A request waits for its slot instead of being sent into a 429, whose Retry-After would hold
// the sync for whole seconds. The limits are learned from the answers' headers; until the first
// answer nothing waits. Times are taken when the answer came (later than upstream counted the
// request, so its slot frees here no sooner than there); upstream's Remaining-* say when the key
// was spent elsewhere too (another process with the same key), and then count here as well.
// Spare use (the watch's wake-ups) leaves a quarter of each second to the work (pushes and
// pulls), so a push is not held behind a burst of wake-ups; the minute is shared (a watch held
// back for the minute would leave the sync reading by its clock, seconds late). Thread-safe.
class RequestBudget final
{
public:
    using Clock = std::chrono::steady_clock;
    enum class Use { Work, Spare };
    // What an answer said about the key (-1: header not sent).
    struct Seen
    {
        int limitSecond = -1;
        int limitMinute = -1;
        int remainingSecond = -1;
        int remainingMinute = -1;
        bool rejected = false; // a 429: uses no quota (contract §6)
    };
    // Added to each window: the clocks of two machines and the request's way there.
    static constexpr std::chrono::milliseconds margin { 30 };
    // Limits of at most this many a minute bind the sync (the default is 240): it then reads
    // by the clock less often (SyncLoop's product feed).
    static constexpr int bindingPerMinute = 600;

    // How long a request of this use waits until it may be sent.
    std::chrono::milliseconds delay(Use use, Clock::time_point now) const;
    // A request is sent now; the ticket names it in answered().
    quint64 sending(Clock::time_point now);
    void answered(quint64 ticket, Clock::time_point now, const Seen &seen);
    // Limits known and at most bindingPerMinute.
    bool binding() const;

private:
    struct Entry
    {
        Clock::time_point at;
        quint64 ticket = 0; // 0: spent elsewhere (from upstream's Remaining-*)
    };
    // Entries inside the window ending at now, oldest first.
    std::vector<Clock::time_point> inside(
        std::chrono::milliseconds window, Clock::time_point now) const;
    void prune(Clock::time_point now);

    mutable std::mutex m_mutex;
    std::vector<Entry> m_entries;
    int m_limitSecond = -1;
    int m_limitMinute = -1;
    quint64 m_next = 1;
};
