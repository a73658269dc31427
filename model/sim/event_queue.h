#pragma once

#include <cstdint>
#include <optional>
#include <queue>
#include <vector>

namespace mirage::sim {

// Simulated time: seconds since the epoch, UTC, as everywhere in Mirage.
using SimTime = std::int64_t;

enum class EventKind : std::uint8_t { JobSubmit, JobEnd, NodeRelease, SchedulerPass, PriorityRecalc, Probe };

struct Event {
  SimTime time = 0;
  EventKind kind = EventKind::SchedulerPass;
  std::int64_t subject = -1;  // job index, probe id, ... (-1: none)
  std::uint64_t sequence = 0; // assigned by the queue: ties keep insertion order
};

// A time-ordered event queue. Events at the same time come out in the order they were pushed,
// so a run is deterministic whatever the heap does. Copyable, so a simulation can be forked.
class EventQueue {
public:
  void push(SimTime time, EventKind kind, std::int64_t subject = -1);
  std::optional<Event> pop();
  std::optional<SimTime> nextTime() const;
  // Removes and returns every event at the earliest time.
  std::vector<Event> popSimultaneous();
  bool empty() const { return m_heap.empty(); }
  std::size_t size() const { return m_heap.size(); }

private:
  struct Later {
    bool operator()(const Event &a, const Event &b) const
    {
      return a.time != b.time ? a.time > b.time : a.sequence > b.sequence;
    }
  };
  std::priority_queue<Event, std::vector<Event>, Later> m_heap;
  std::uint64_t m_nextSequence = 0;
};

} // namespace mirage::sim
