#include "campaign/stores/map_store.hpp"

#include <SQLiteCpp/Statement.h>

#include <charconv>
#include <cmath>

#include "base/errors.hpp"
#include "base/grouped_number.hpp"
#include "campaign/file/sql_rows.hpp"
#include "campaign/limits.hpp"
#include "campaign/stores/campaign_store.hpp"

namespace seneschal::campaign {

namespace {

double coordinate(std::string_view text, std::string_view point) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value)) {
        throw UserError("'" + std::string(point) + "' is not a point x,y");
    }
    return value;
}

}  // namespace

std::string numberText(double value) {
    char buffer[32];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
    if (error != std::errc()) throw UserError("a map number cannot be written");
    return std::string(buffer, end);
}

std::string pointsText(const std::vector<MapPoint>& points) {
    std::string text;
    for (const MapPoint& p : points) {
        if (!text.empty()) text += ' ';
        text += numberText(p.x) + ',' + numberText(p.y);
    }
    return text;
}

std::vector<MapPoint> parsePoints(std::string_view text) {
    std::vector<MapPoint> points;
    std::size_t at = 0;
    while (at < text.size()) {
        if (text[at] == ' ' || text[at] == '\n' || text[at] == '\t' || text[at] == '\r') {
            ++at;
            continue;
        }
        // Another point past the most: refused before it is read (a million are never held).
        if (points.size() == static_cast<std::size_t>(kTerrainFeaturePoints.max)) {
            throw UserError("more than " + groupedNumber(kTerrainFeaturePoints.max) +
                            " points, the most a terrain feature may hold");
        }
        std::size_t end = at;
        while (end < text.size() && text[end] != ' ' && text[end] != '\n' && text[end] != '\t' &&
               text[end] != '\r') {
            ++end;
        }
        const std::string_view point = text.substr(at, end - at);
        const std::size_t comma = point.find(',');
        if (comma == std::string_view::npos) {
            throw UserError("'" + std::string(point) + "' is not a point x,y");
        }
        points.push_back({coordinate(point.substr(0, comma), point),
                          coordinate(point.substr(comma + 1), point)});
        at = end;
    }
    return points;
}

void writeMapGeography(SQLite::Database& db, const CampaignSnapshot& snapshot) {
    const CampaignInfo& info = snapshot.info;
    if (info.mapMilesPerUnit || info.mapProjection || info.mapSource) {
        SQLite::Statement scale(
            db,
            "INSERT INTO map_geography (id, miles_per_unit, projection, source) "
            "VALUES (1, ?, ?, ?)");
        sql::bindOptional(scale, 1, info.mapMilesPerUnit);
        sql::bindOptional(scale, 2, info.mapProjection);
        sql::bindOptional(scale, 3, info.mapSource);
        scale.exec();
    }
    if (snapshot.terrain.empty()) return;  // a map without a layer: nothing to write
    SQLite::Statement feature(db, "INSERT INTO map_feature (kind, name, points) VALUES (?, ?, ?)");
    for (const TerrainFeature& f : snapshot.terrain) {
        feature.bind(1, f.kind);
        sql::bindOptional(feature, 2, f.name);
        feature.bind(3, pointsText(f.points));
        sql::runAndReset(feature);
    }
}

void readMapScale(SQLite::Database& db, CampaignInfo& info) {
    sql::Query scale(db, "SELECT miles_per_unit, projection, source FROM map_geography");
    if (!scale->executeStep()) return;
    if (!scale->getColumn(0).isNull()) info.mapMilesPerUnit = scale->getColumn(0).getDouble();
    info.mapProjection = sql::optionalText(scale->getColumn(1));
    info.mapSource = sql::optionalText(scale->getColumn(2));
}

std::vector<TerrainFeature> readTerrain(SQLite::Database& db) {
    std::vector<TerrainFeature> terrain;
    SQLite::Statement features(db, "SELECT kind, name, points FROM map_feature ORDER BY id");
    while (features.executeStep()) {
        terrain.push_back({features.getColumn(0).getString(),
                           sql::optionalText(features.getColumn(1)),
                           parsePoints(features.getColumn(2).getString())});
    }
    return terrain;
}

std::optional<MapPictureInfo> readMapPictureInfo(SQLite::Database& db) {
    sql::Query query(
        db, "SELECT format, width, height, digest, length(bytes) FROM map_picture WHERE id = 1");
    if (!query->executeStep()) return std::nullopt;
    return MapPictureInfo{query->getColumn(0).getString(), query->getColumn(1).getInt64(),
                          query->getColumn(2).getInt64(), query->getColumn(3).getString(),
                          query->getColumn(4).getInt64()};
}

std::optional<MapPicture> readMapPicture(SQLite::Database& db) {
    sql::Query query(db,
                     "SELECT format, width, height, digest, bytes FROM map_picture WHERE id = 1");
    if (!query->executeStep()) return std::nullopt;
    const SQLite::Column bytes = query->getColumn(4);
    return MapPicture{
        {query->getColumn(0).getString(), query->getColumn(1).getInt64(),
         query->getColumn(2).getInt64(), query->getColumn(3).getString(), bytes.getBytes()},
        std::string(static_cast<const char*>(bytes.getBlob()),
                    static_cast<std::size_t>(bytes.getBytes()))};
}

void writeMapPicture(SQLite::Database& db, const MapPicture& picture) {
    sql::execute(db, "DELETE FROM map_picture", {});
    SQLite::Statement insert(db,
                             "INSERT INTO map_picture (id, format, width, height, digest, bytes) "
                             "VALUES (1, ?, ?, ?, ?, ?)");
    insert.bind(1, picture.info.format);
    insert.bind(2, picture.info.width);
    insert.bind(3, picture.info.height);
    insert.bind(4, picture.info.digest);
    insert.bind(5, picture.bytes.data(), static_cast<int>(picture.bytes.size()));
    insert.exec();
}

void setMapPicture(ActionContext& context, const MapPicture& picture,
                   const std::string& ledgerText) {
    writeMapPicture(context.db(), picture);
    context.record(LedgerEntry("map", 0, ledgerText));
}

void removeMapPicture(ActionContext& context, const std::string& ledgerText) {
    sql::execute(context.db(), "DELETE FROM map_picture", {});
    // An older file's picture beside it goes too: the map has none now.
    forgetMapBackground(context.db());
    context.record(LedgerEntry("map", 0, ledgerText));
}

void setMapScale(ActionContext& context, double milesPerUnit, const std::string& ledgerText) {
    SQLite::Statement upsert(
        context.db(),
        "INSERT INTO map_geography (id, miles_per_unit) VALUES (1, ?) "
        "ON CONFLICT (id) DO UPDATE SET miles_per_unit = excluded.miles_per_unit");
    upsert.bind(1, milesPerUnit);
    upsert.exec();
    context.record(LedgerEntry("map", 0, ledgerText));
}

}  // namespace seneschal::campaign
