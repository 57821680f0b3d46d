#include "server/services/requestbudget.h"

#include <algorithm>

using namespace std::chrono;

namespace {
constexpr milliseconds second { 1000 };
constexpr milliseconds minute { 60000 };
// The spare use keeps to the minute's average pace over this window, so a run of wake-ups
// cannot spend the minute in half of it and then hold every pull for the rest (contract §6).
constexpr milliseconds paceWindow { 5000 };

// The part of a window the spare use leaves to the work: a quarter, at least one request.
int reserveOf(int limit)
{
    return std::max(1, limit / 4);
}
} // namespace

std::vector<RequestBudget::Clock::time_point> RequestBudget::inside(
    milliseconds window, Clock::time_point now) const
{
    std::vector<Clock::time_point> times;
    for (const Entry &entry : m_entries) {
        if (entry.at + window + margin > now)
            times.push_back(entry.at);
    }
    std::sort(times.begin(), times.end());
    return times;
}

void RequestBudget::prune(Clock::time_point now)
{
    std::erase_if(m_entries, [&](const Entry &entry) { return entry.at + minute + margin <= now; });
}

milliseconds RequestBudget::delay(Use use, Clock::time_point now) const
{
    const std::lock_guard lock(m_mutex);
    milliseconds wait { 0 };
    for (const auto &[window, limit] :
        { std::pair { second, m_limitSecond }, std::pair { minute, m_limitMinute } }) {
        if (limit <= 0)
            continue;
        const int allowed
            = use == Use::Spare && window == second ? std::max(1, limit - reserveOf(limit)) : limit;
        const std::vector<Clock::time_point> times = inside(window, now);
        const auto count = static_cast<int>(times.size());
        if (count < allowed)
            continue;
        // The slot frees when enough of the oldest have left the window.
        const Clock::time_point frees = times.at(count - allowed) + window + margin;
        wait = std::max(wait, duration_cast<milliseconds>(frees - now) + milliseconds(1));
    }
    if (use == Use::Spare && m_limitMinute > 0) {
        // Three quarters of the minute's average rate over paceWindow: the rest, and the
        // bursts above it, are the work's (pushes and the pulls a wake-up asks for).
        const int paced = std::max(
            1, int(qint64(m_limitMinute) * paceWindow.count() * 3 / (4 * minute.count())));
        const std::vector<Clock::time_point> times = inside(paceWindow, now);
        const auto count = static_cast<int>(times.size());
        if (count >= paced) {
            const Clock::time_point frees = times.at(count - paced) + paceWindow + margin;
            wait = std::max(wait, duration_cast<milliseconds>(frees - now) + milliseconds(1));
        }
    }
    return wait;
}

quint64 RequestBudget::sending(Clock::time_point now)
{
    const std::lock_guard lock(m_mutex);
    prune(now);
    const quint64 ticket = m_next++;
    m_entries.push_back({ now, ticket });
    return ticket;
}

void RequestBudget::answered(quint64 ticket, Clock::time_point now, const Seen &seen)
{
    const std::lock_guard lock(m_mutex);
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
        [ticket](const Entry &entry) { return entry.ticket == ticket; });
    // A long poll's headers tell the windows as they were when it was accepted, seconds ago:
    // only a quick answer says what upstream counts now.
    const bool quick = it != m_entries.end() && now - it->at <= second;
    if (it != m_entries.end()) {
        if (seen.rejected)
            m_entries.erase(it);
        else
            it->at = now;
    }
    if (seen.limitSecond > 0)
        m_limitSecond = seen.limitSecond;
    if (seen.limitMinute > 0)
        m_limitMinute = seen.limitMinute;
    prune(now);
    // Upstream counted more than this process sent: the rest was spent elsewhere.
    for (const auto &[window, limit, remaining] :
        { std::tuple { second, m_limitSecond, seen.remainingSecond },
            std::tuple { minute, m_limitMinute, seen.remainingMinute } }) {
        if (!quick || limit <= 0 || remaining < 0)
            continue;
        const int here = limit - static_cast<int>(inside(window, now).size());
        for (int i = 0; i < std::min(limit, here - remaining); ++i)
            m_entries.push_back({ now, 0 });
    }
}

bool RequestBudget::binding() const
{
    const std::lock_guard lock(m_mutex);
    return m_limitMinute > 0 && m_limitMinute <= bindingPerMinute;
}
