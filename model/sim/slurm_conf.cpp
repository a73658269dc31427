#include "sim/slurm_conf.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <map>
#include <sstream>

namespace mirage::sim {
namespace {

std::map<std::string, std::string> keyValues(const std::string &line)
{
  std::map<std::string, std::string> kv;
  std::istringstream in(line);
  for (std::string word; in >> word;) {
    const auto eq = word.find('=');
    if (eq == std::string::npos)
      continue;
    std::string key = word.substr(0, eq);
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    kv[key] = word.substr(eq + 1);
  }
  return kv;
}

int gpusOf(const std::string &gres)
{
  // gpu:4, gpu:a100:4, gpu:a100:4(S:0-1), several comma-separated GRES.
  int total = 0;
  std::istringstream in(gres);
  for (std::string item; std::getline(in, item, ',');) {
    item = item.substr(0, item.find('('));
    if (item.rfind("gpu", 0) != 0)
      continue;
    const auto colon = item.rfind(':');
    total += colon == std::string::npos ? 1 : std::atoi(item.c_str() + colon + 1);
  }
  return total;
}

std::int64_t minutesOrDuration(const std::string &text)
{
  if (text.empty() || text == "UNLIMITED" || text == "INFINITE")
    return 0;
  // D-HH:MM:SS, HH:MM:SS, MM:SS, MM
  // Each field is clamped so that the seconds always fit in 64 bits (a fuzzed limit overflowed).
  const auto field = [](const std::string &s, std::int64_t most) {
    return std::clamp<std::int64_t>(std::atoll(s.c_str()), 0, most);
  };
  std::int64_t days = 0;
  std::string rest = text;
  if (const auto dash = text.find('-'); dash != std::string::npos) {
    days = field(text.substr(0, dash), 1000000);
    rest = text.substr(dash + 1);
  }
  std::vector<std::int64_t> parts;
  std::istringstream in(rest);
  for (std::string p; std::getline(in, p, ':');)
    parts.push_back(field(p, 1000000000));
  std::int64_t h = 0, m = 0, s = 0;
  if (text.find('-') != std::string::npos) {
    h = parts.size() > 0 ? parts[0] : 0;
    m = parts.size() > 1 ? parts[1] : 0;
    s = parts.size() > 2 ? parts[2] : 0;
  } else if (parts.size() == 1) {
    m = parts[0];
  } else if (parts.size() == 2) {
    m = parts[0];
    s = parts[1];
  } else if (parts.size() == 3) {
    h = parts[0];
    m = parts[1];
    s = parts[2];
  }
  return ((days * 24 + h) * 60 + m) * 60 + s;
}

bool parseNumber(const std::string &text, double &out)
{
  char *end = nullptr;
  out = std::strtod(text.c_str(), &end);
  return !text.empty() && end && *end == '\0';
}

// SchedulerParameters=bf_interval=30,bf_window=2880,... (other parameters are left alone).
bool parseSchedulerParameters(const std::string &value, BackfillParameters &bf, std::string &bad)
{
  std::istringstream in(value);
  for (std::string item; std::getline(in, item, ',');) {
    const auto eq = item.find('=');
    if (eq == std::string::npos)
      continue;
    const std::string key = item.substr(0, eq);
    double v = 0;
    // Slurm's own ranges (slurm.conf(5)); a value beyond them is refused, and never converted to an
    // integer it does not fit (a fuzzed bf_interval=1e300 was undefined behaviour).
    const double most = key == "bf_interval"       ? 10800
                        : key == "bf_resolution"   ? 3600
                        : key == "bf_window"       ? 43200
                        : key == "bf_max_job_test" ? 1000000
                                                   : -1;
    if (most < 0)
      continue;
    if (!parseNumber(item.substr(eq + 1), v) || !(v >= 0 && v <= most)) {
      bad = item;
      return false;
    }
    if (key == "bf_interval")
      bf.interval = std::int64_t(v);
    else if (key == "bf_resolution")
      bf.resolution = std::int64_t(v);
    else if (key == "bf_window")
      bf.window = std::int64_t(v) * 60; // minutes
    else
      bf.maxJobTest = int(v);
  }
  return true;
}

// The scheduler and priority keys of one line; false with *error on a bad value.
bool parseSchedulingKeys(const std::map<std::string, std::string> &kv, SlurmConfig &out, int lineNo, std::string *error)
{
  const auto fail = [&](const std::string &key, const std::string &value) {
    *error = "line " + std::to_string(lineNo) + ": bad " + key + " '" + value + "'";
    return false;
  };
  PriorityParameters &pp = out.priority;
  const std::pair<const char *, double *> weights[] = {{"priorityweightage", &pp.weightAge},
                                                       {"priorityweightjobsize", &pp.weightJobSize},
                                                       {"priorityweightfairshare", &pp.weightFairShare},
                                                       {"priorityweightpartition", &pp.weightPartition},
                                                       {"priorityweightqos", &pp.weightQos}};
  for (const auto &[key, target] : weights)
    if (const auto it = kv.find(key); it != kv.end() && !parseNumber(it->second, *target))
      return fail(it->first, it->second);
  const std::pair<const char *, std::int64_t *> durations[] = {{"prioritymaxage", &pp.maxAge},
                                                               {"prioritydecayhalflife", &pp.decayHalfLife},
                                                               {"prioritycalcperiod", &pp.calcPeriod}};
  for (const auto &[key, target] : durations)
    if (const auto it = kv.find(key); it != kv.end()) {
      if (it->second.empty() || it->second.find_first_not_of("0123456789-:") != std::string::npos)
        return fail(it->first, it->second);
      *target = minutesOrDuration(it->second);
    }
  if (const auto it = kv.find("priorityfavorsmall"); it != kv.end())
    pp.favorSmall = it->second == "YES" || it->second == "yes";
  if (const auto it = kv.find("prioritytype"); it != kv.end()) {
    if (it->second == "priority/multifactor")
      pp.type = PriorityType::Multifactor;
    else if (it->second == "priority/basic")
      pp.type = PriorityType::Fcfs;
    else
      return fail("PriorityType", it->second);
  }
  if (const auto it = kv.find("schedulertype"); it != kv.end()) {
    if (it->second == "sched/builtin")
      out.policy = SchedulingPolicy::Fcfs;
    else if (it->second == "sched/backfill")
      out.policy = SchedulingPolicy::Slurm;
    else
      return fail("SchedulerType", it->second);
  }
  if (const auto it = kv.find("schedulerparameters"); it != kv.end()) {
    std::string bad;
    if (!parseSchedulerParameters(it->second, out.backfill, bad))
      return fail("SchedulerParameters", bad);
  }
  return true;
}

// One end of a hostlist range: decimal digits only (as Slurm's hostlist), at most nine of them.
bool rangeBound(const std::string &digits, long &value)
{
  if (digits.empty() || digits.size() > 9)
    return false;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  return ec == std::errc() && end == digits.data() + digits.size();
}

} // namespace

bool expandNodeNames(const std::string &list, std::vector<std::string> &out)
{
  constexpr std::size_t kMostNodeNames = 200000;
  int depth = 0;
  std::string item;
  std::vector<std::string> items;
  for (char c : list + ",") {
    if (c == '[')
      ++depth;
    if (c == ']')
      --depth;
    if (c == ',' && depth == 0) {
      if (!item.empty())
        items.push_back(item);
      item.clear();
    } else {
      item += c;
    }
  }
  for (const std::string &it : items) {
    const auto open = it.find('['), close = it.find(']');
    if (open == std::string::npos) {
      out.push_back(it);
      continue;
    }
    if (close == std::string::npos || close < open)
      return false;
    const std::string prefix = it.substr(0, open), suffix = it.substr(close + 1);
    std::istringstream ranges(it.substr(open + 1, close - open - 1));
    for (std::string r; std::getline(ranges, r, ',');) {
      const auto dash = r.find('-');
      const std::string lo = r.substr(0, dash), hi = dash == std::string::npos ? lo : r.substr(dash + 1);
      long a = 0, b = 0;
      // More nodes than any cluster has is refused, not expanded (a fuzzed node[0-555…4] ran out
      // of memory, and node[9223372036854775807] overflowed the counter).
      if (!rangeBound(lo, a) || !rangeBound(hi, b) || b < a ||
          out.size() + std::size_t(b - a) >= kMostNodeNames)
        return false;
      for (long n = a; n <= b; ++n) {
        std::string num = std::to_string(n);
        if (num.size() < lo.size())
          num = std::string(lo.size() - num.size(), '0') + num;
        out.push_back(prefix + num + suffix);
      }
    }
  }
  return true;
}

bool parseSlurmConf(const std::string &text, SlurmConfig &out, std::string *error)
{
  out = SlurmConfig{};
  std::map<std::string, int> nodeIndex;
  std::istringstream in(text);
  int lineNo = 0;
  std::vector<std::pair<int, std::map<std::string, std::string>>> partitionLines;
  for (std::string line; std::getline(in, line);) {
    ++lineNo;
    line = line.substr(0, line.find('#'));
    const auto kv = keyValues(line);
    if (kv.count("nodename")) {
      const std::string names = kv.at("nodename");
      if (names == "DEFAULT")
        continue;
      std::vector<std::string> expanded;
      if (!expandNodeNames(names, expanded)) {
        *error = "line " + std::to_string(lineNo) + ": bad NodeName '" + names + "'";
        return false;
      }
      const int gpus = kv.count("gres") ? gpusOf(kv.at("gres")) : 0;
      for (const std::string &n : expanded) {
        nodeIndex[n] = int(out.nodes.size());
        out.nodes.push_back({n, gpus});
      }
    } else if (kv.count("partitionname")) {
      partitionLines.emplace_back(lineNo, kv);
    } else if (!parseSchedulingKeys(kv, out, lineNo, error)) {
      return false;
    }
  }
  for (const auto &[no, kv] : partitionLines) {
    SimPartition p{kv.at("partitionname"), {}};
    if (p.name == "DEFAULT")
      continue;
    const std::string nodes = kv.count("nodes") ? kv.at("nodes") : "";
    std::vector<std::string> names;
    if (nodes == "ALL") {
      for (const SimNode &n : out.nodes)
        names.push_back(n.name);
    } else if (!expandNodeNames(nodes, names)) {
      *error = "line " + std::to_string(no) + ": bad Nodes '" + nodes + "'";
      return false;
    }
    for (const std::string &n : names) {
      const auto it = nodeIndex.find(n);
      if (it == nodeIndex.end()) {
        *error = "line " + std::to_string(no) + ": partition " + p.name + " names node " + n +
                 ", which no NodeName line defines";
        return false;
      }
      p.nodes.push_back(it->second);
    }
    if (kv.count("priorityjobfactor")) {
      double factor = 0;
      if (!parseNumber(kv.at("priorityjobfactor"), factor) || factor < 0) {
        *error = "line " + std::to_string(no) + ": bad PriorityJobFactor '" + kv.at("priorityjobfactor") + "'";
        return false;
      }
      p.priorityJobFactor = int(factor);
    }
    if (kv.count("default") && kv.at("default") == "YES")
      out.defaultPartition = int(out.partitions.size());
    out.partitionMaxTime.push_back(kv.count("maxtime") ? minutesOrDuration(kv.at("maxtime")) : 0);
    out.partitions.push_back(p);
  }
  if (out.nodes.empty() || out.partitions.empty()) {
    *error = "no NodeName or no PartitionName lines";
    return false;
  }
  return true;
}

} // namespace mirage::sim
