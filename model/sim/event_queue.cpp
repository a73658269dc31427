#include "sim/event_queue.h"

namespace mirage::sim {

void EventQueue::push(SimTime time, EventKind kind, std::int64_t subject)
{
  m_heap.push(Event{time, kind, subject, m_nextSequence++});
}

std::optional<Event> EventQueue::pop()
{
  if (m_heap.empty())
    return std::nullopt;
  Event e = m_heap.top();
  m_heap.pop();
  return e;
}

std::optional<SimTime> EventQueue::nextTime() const
{
  if (m_heap.empty())
    return std::nullopt;
  return m_heap.top().time;
}

std::vector<Event> EventQueue::popSimultaneous()
{
  std::vector<Event> out;
  const auto t = nextTime();
  while (t && !m_heap.empty() && m_heap.top().time == *t) {
    out.push_back(m_heap.top());
    m_heap.pop();
  }
  return out;
}

} // namespace mirage::sim
